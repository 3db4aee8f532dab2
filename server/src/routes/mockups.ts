import { Hono } from 'hono';
import { savedDocument } from '../../../core/src/editor/stored-document';
import { shownAreaName } from '../../../core/src/templates/print-areas';
import { mockupFieldsSchema } from '../../../core/src/schemas/upload-fields';
import { requireUser, sameOriginWrites, type AccountDeps, type UserEnv } from '../auth/guards';
import { idParam } from '../http/params';
import { createMockup, deleteMockup, findMockup, listMockups, type MockupRow } from '../services/mockups';
import { fileResponse } from './file-response';
import { readUpload, uploadBodyLimit } from './upload-body';

const MISSING = 'Mockup not found.';

const toJson = (row: MockupRow) => ({
  id: row.id,
  designId: row.designId,
  templateId: row.templateId,
  placement: row.placement,
  color: row.color,
  /** Always version 2 (a mockup saved before layers is migrated to its one image layer); null when nothing is left. */
  document: savedDocument(row, shownAreaName(row.templateId)),
  mime: row.mime,
  width: row.width,
  height: row.height,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
  fileUrl: `/api/mockups/${row.id}/file`,
});

/** The signed-in user's kept mockups (editor downloads). Each new one counts as an export. */
export function mockupRoutes({ auth, storage, trustedOrigins }: AccountDeps) {
  return new Hono<UserEnv>()
    .use(sameOriginWrites(trustedOrigins), requireUser(auth))
    .get('/', async (c) => c.json({ mockups: (await listMockups(c.var.db, c.var.userId)).map(toJson) }))
    .post('/', uploadBodyLimit, async (c) => {
      const { image, fields } = await readUpload(c, mockupFieldsSchema);
      const row = await createMockup(c.var.db, storage, c.var.userId, fields, image);
      return c.json({ mockup: toJson(row) }, 201);
    })
    .get('/:id', async (c) => {
      const row = await findMockup(c.var.db, c.var.userId, idParam(c, 'id', MISSING));
      return row ? c.json({ mockup: toJson(row) }) : c.json({ error: MISSING }, 404);
    })
    .get('/:id/file', async (c) => {
      const row = await findMockup(c.var.db, c.var.userId, idParam(c, 'id', MISSING));
      return row ? fileResponse(c, storage, row, `mockup-${row.templateId}`) : c.json({ error: MISSING }, 404);
    })
    .delete('/:id', async (c) =>
      (await deleteMockup(c.var.db, storage, c.var.userId, idParam(c, 'id', MISSING)))
        ? c.body(null, 204)
        : c.json({ error: MISSING }, 404),
    );
}
