import { Hono } from 'hono';
import { STORED_DOCUMENT_LIMITS } from '../../../core/src/editor/stored-document';
import { REVOKED_SHARED_LINK, sharedDocumentRequestSchema } from '../../../core/src/schemas/shared-document';
import { requireUser, sameOriginWrites, type AccountDeps, type UserEnv } from '../auth/guards';
import type { AppEnv } from '../http/app-env';
import { bodyLimit } from '../http/body-limit';
import { idParam } from '../http/params';
import { validateJson } from '../http/validate';
import { createSharedDocument, findSharedDocument, openSharedDocument, sharedDesign } from '../services/shared-documents';
import { fileResponse } from './file-response';

const MISSING = 'This shared link does not exist.';
const NO_DESIGN = 'Design not found.';
/** The document's bytes and room for the two ids around it. */
const documentBodyLimit = bodyLimit({
  maxSize: STORED_DOCUMENT_LIMITS.maxBytes + 1024,
  onError: (c) => c.json({ error: `The document is too large (at most ${STORED_DOCUMENT_LIMITS.maxBytes / 1024} KB).` }, 413),
});
const linkId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', MISSING);

/**
 * Shared editor links. POST / (signed in) {templateId, designId, document} → 201 {id}; anyone holding the id may
 * GET /:id → the document, and GET /:id/designs/:designId → a design the document names. A link its owner revoked
 * (routes/shared-links.ts) answers 410 to both, an unknown one 404.
 */
export function sharedDocumentRoutes({ auth, storage, trustedOrigins }: AccountDeps) {
  return new Hono<AppEnv>()
    .use(sameOriginWrites(trustedOrigins))
    .post('/', documentBodyLimit, requireUser(auth), validateJson(sharedDocumentRequestSchema), async (c) => {
      const row = await createSharedDocument(c.var.db, (c.var as UserEnv['Variables']).userId, c.req.valid('json'));
      return c.json({ id: row.id }, 201);
    })
    .get('/:id', async (c) => {
      const link = await openSharedDocument(c.var.db, linkId(c));
      if (link === 'revoked') return c.json({ error: REVOKED_SHARED_LINK }, 410);
      if (!link) return c.json({ error: MISSING }, 404);
      const { id, templateId, designId, document, createdAt } = link.live;
      return c.json({ id, templateId, designId, document, createdAt: createdAt.toISOString() }, 200, { 'cache-control': 'no-store' });
    })
    .get('/:id/designs/:designId', async (c) => {
      const link = await findSharedDocument(c.var.db, linkId(c));
      if (link === 'revoked') return c.json({ error: REVOKED_SHARED_LINK }, 410);
      const design = link && (await sharedDesign(c.var.db, link.live, idParam(c, 'designId', NO_DESIGN)));
      return design ? fileResponse(c, storage, design, design.name) : c.json({ error: link ? NO_DESIGN : MISSING }, 404);
    });
}
