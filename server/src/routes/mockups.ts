import { Hono } from 'hono';
import { z } from 'zod';
import { colourSchema, placementSchema } from '../../../core/src/render/request';
import { requireUser, sameOriginWrites, type AccountDeps, type UserEnv } from '../auth/guards';
import { badRequest } from '../http/errors';
import { createMockup, deleteMockup, findMockup, listMockups, type MockupRow } from '../services/mockups';
import { fileResponse } from './file-response';
import { readUpload, uploadBodyLimit } from './upload-body';

/** The editor's form fields next to the rendered file (placement as in the editor's sliders). */
const mockupFieldsSchema = z.object({
  templateId: z.string().trim().min(1, 'templateId is required').max(200),
  designId: z.string().trim().max(100).optional(),
  color: colourSchema,
  placement: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'placement must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(placementSchema),
});

const toJson = (row: MockupRow) => ({
  id: row.id,
  designId: row.designId,
  templateId: row.templateId,
  placement: row.placement,
  color: row.color,
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
      const { image, fields } = await readUpload(c);
      const parsed = mockupFieldsSchema.safeParse({ ...fields, designId: fields.designId || undefined });
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid mockup fields.');
      const row = await createMockup(c.var.db, storage, c.var.userId, parsed.data, image);
      return c.json({ mockup: toJson(row) }, 201);
    })
    .get('/:id', async (c) => {
      const row = await findMockup(c.var.db, c.var.userId, c.req.param('id'));
      return row ? c.json({ mockup: toJson(row) }) : c.json({ error: 'Mockup not found.' }, 404);
    })
    .get('/:id/file', async (c) => {
      const row = await findMockup(c.var.db, c.var.userId, c.req.param('id'));
      return row ? fileResponse(c, storage, row, `mockup-${row.templateId}`) : c.json({ error: 'Mockup not found.' }, 404);
    })
    .delete('/:id', async (c) =>
      (await deleteMockup(c.var.db, storage, c.var.userId, c.req.param('id')))
        ? c.body(null, 204)
        : c.json({ error: 'Mockup not found.' }, 404),
    );
}
