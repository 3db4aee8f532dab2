import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/errors';
import { parseRange } from '../http/range';
import { findFile } from '../services/files';
import type { FileStorage } from '../services/storage';

const gone = () => notFound('This file does not exist or has expired.');

/** GET /api/files/:id — a file the app made, streamed, with range requests (video seeking) and a long cache. */
export const fileRoutes = (storage: FileStorage) =>
  new Hono<AppEnv>().get('/:id', async (c) => {
    const id = c.req.param('id');
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(id)) throw gone();
    const row = await findFile(c.var.db, id);
    if (!row) throw gone();
    const range = parseRange(c.req.header('range'), row.size);
    if (range === 'unsatisfiable') return c.body(null, 416, { 'content-range': `bytes */${row.size}` });
    const opened = await storage.read(row.storageKey, range);
    if (!opened) throw gone();
    const disposition = c.req.query('download') ? 'attachment' : 'inline';
    const headers: Record<string, string> = {
      'content-type': row.mime,
      'accept-ranges': 'bytes',
      'content-disposition': `${disposition}; filename="${row.name.replace(/[^\w.-]+/g, '-')}"`,
      // Ids are never reused, so the bytes behind a URL never change.
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    };
    const body = Readable.toWeb(opened.stream) as ReadableStream<Uint8Array>;
    if (!range) return c.body(body, 200, { ...headers, 'content-length': String(row.size) });
    return c.body(body, 206, {
      ...headers,
      'content-length': String(range.end - range.start + 1),
      'content-range': `bytes ${range.start}-${range.end}/${row.size}`,
    });
  });
