import type { Context } from 'hono';
import type { FileStorage } from '../services/storage';

/** Sends a stored raster file; never sniffed, never run, downloadable with ?download=1. */
export async function fileResponse(c: Context, storage: FileStorage, row: { fileKey: string; mime: string }, name: string) {
  const bytes = await storage.get(row.fileKey);
  if (!bytes) return c.json({ error: 'The file is missing.' }, 404);
  const extension = row.fileKey.split('.').pop();
  const filename = `${name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'file'}.${extension}`;
  const disposition = c.req.query('download') ? 'attachment' : 'inline';
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': row.mime,
    'content-length': String(bytes.length),
    'content-disposition': `${disposition}; filename="${filename}"`,
    'cache-control': 'private, max-age=3600',
    'x-content-type-options': 'nosniff',
  });
}
