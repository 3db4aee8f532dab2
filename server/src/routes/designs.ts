import { Hono } from 'hono';
import { requireUser, sameOriginWrites, type AccountDeps, type UserEnv } from '../auth/guards';
import { createDesign, deleteDesign, findDesign, listDesigns, type DesignRow } from '../services/designs';
import { fileResponse } from './file-response';
import { readUpload, uploadBodyLimit } from './upload-body';

const toJson = (row: DesignRow) => ({
  id: row.id,
  name: row.name,
  mime: row.mime,
  width: row.width,
  height: row.height,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
  fileUrl: `/api/designs/${row.id}/file`,
});

const baseName = (fileName: string) => fileName.replace(/\.[^.]*$/, '').slice(0, 120) || 'Design';

/** The signed-in user's uploaded designs. Another user's id answers 404, as a missing one does. */
export function designRoutes({ auth, storage, trustedOrigins }: AccountDeps) {
  return new Hono<UserEnv>()
    .use(sameOriginWrites(trustedOrigins), requireUser(auth))
    .get('/', async (c) => c.json({ designs: (await listDesigns(c.var.db, c.var.userId)).map(toJson) }))
    .post('/', uploadBodyLimit, async (c) => {
      const { image, fields, fileName } = await readUpload(c);
      const name = (fields.name?.trim() || baseName(fileName)).slice(0, 120);
      const row = await createDesign(c.var.db, storage, c.var.userId, name, image);
      return c.json({ design: toJson(row) }, 201);
    })
    .get('/:id', async (c) => {
      const row = await findDesign(c.var.db, c.var.userId, c.req.param('id'));
      return row ? c.json({ design: toJson(row) }) : c.json({ error: 'Design not found.' }, 404);
    })
    .get('/:id/file', async (c) => {
      const row = await findDesign(c.var.db, c.var.userId, c.req.param('id'));
      return row ? fileResponse(c, storage, row, row.name) : c.json({ error: 'Design not found.' }, 404);
    })
    .delete('/:id', async (c) =>
      (await deleteDesign(c.var.db, storage, c.var.userId, c.req.param('id')))
        ? c.body(null, 204)
        : c.json({ error: 'Design not found.' }, 404),
    );
}
