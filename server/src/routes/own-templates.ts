import type { Context } from 'hono';
import { Hono } from 'hono';
import { ownTemplateFieldsSchema, ownTemplatePatchSchema } from '../../../core/src/own-photo/own-template';
import { MAX_PSD_BYTES } from '../../../core/src/psd/psd-header';
import { MAX_UPLOAD_BYTES } from '../../../core/src/upload/upload-rules';
import { sharedSegmenter, type Segmenter } from '../ai/segmentation/segmenter';
import { optionalUser, sameOriginWrites, type AccountDeps, type MaybeUserEnv } from '../auth/guards';
import { bodyLimit } from '../http/body-limit';
import { AppError, badRequest, notFound } from '../http/errors';
import { MAX_JSON_DEPTH, jsonNestsDeeperThan } from '../http/json-depth';
import { heavyRateLimit } from '../http/rate-limit';
import { validateJson } from '../http/validate';
import { tooLarge } from '../images/read-image';
import type { OwnTemplateFileName } from '../own-photo/template-files';
import {
  createOwnTemplate,
  deleteOwnTemplate,
  findVisibleOwnTemplate,
  listOwnTemplates,
  MISSING_OWN_TEMPLATE,
  ownPhotoCutout,
  ownTemplateInfo,
  readOwnTemplateFile,
  updateOwnTemplate,
} from '../services/own-templates';
import { importPsdTemplate, psdTemplateSummary, renderPsdTemplatePng } from '../services/psd-templates';

/** A photo; or a photo, its mask and the fields: room for two 10 MB files and the envelope. */
const uploadLimit = (files: number) =>
  bodyLimit({ maxSize: files * MAX_UPLOAD_BYTES + 256 * 1024, onError: (c) => c.json({ error: tooLarge().message }, 413) });
const psdTooLarge = () => new AppError(413, `The Photoshop file is larger than ${MAX_PSD_BYTES / 1024 / 1024} MB.`);
const PSD_UPLOAD_LIMIT = bodyLimit({ maxSize: MAX_PSD_BYTES + 256 * 1024, onError: (c) => c.json({ error: psdTooLarge().message }, 413) });
const PATCH_LIMIT = bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ error: 'Request body is too large.' }, 413) });

const signedIn = (c: Context<MaybeUserEnv>) => {
  if (!c.var.userId) throw new AppError(401, 'Please sign in to continue.');
  return c.var.userId;
};

async function formOf(c: Context) {
  return c.req.parseBody().catch(() => {
    throw badRequest('Send the photo as multipart/form-data.');
  });
}

async function fileField(form: Record<string, unknown>, name: string, what: string): Promise<Uint8Array> {
  const file = form[name];
  if (!(file instanceof File)) throw badRequest(`Send the ${what} as multipart/form-data with a "${name}" file field.`);
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}

/** The `fields` form field: JSON checked against ownTemplateFieldsSchema (its ZodError answers 400). */
function fieldsOf(form: Record<string, unknown>) {
  const text = form.fields;
  if (typeof text !== 'string') throw badRequest('Send the template\'s "fields" (JSON: name, type, area, printAspect) beside the photo and mask.');
  if (text.length > 64 * 1024 || jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) throw badRequest('The "fields" JSON is too large or nested too deeply.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('"fields" must be JSON like {"name":"My shirt","type":"t-shirt","area":{…},"printAspect":0.707}.');
  }
  return ownTemplateFieldsSchema.parse(value);
}

/** ?width= of a preview: 16–4096 px, 1200 by default. */
function previewWidth(text: string | undefined): number {
  if (text === undefined) return 1200;
  const width = Number(text);
  if (!Number.isInteger(width) || width < 16 || width > 4096) throw badRequest('width must be a whole number of pixels from 16 to 4096.');
  return width;
}

/** The files of a PSD template the browser may read: its plan and its cached layers (server/src/psd). */
const PSD_FILE = /^(psd\.json|(layer|mask|colour|flat|contents)-\d{1,4}\.png)$/;

/** `scene.<version>.webp` (cached for good), or `scene` alone (revalidated): the file and whether the version matched. */
const ASSET = /^(scene|maps|mesh|thumb)(?:\.([0-9a-f]{10})\.(webp|png|json))?$/;
const CONTENT_TYPE: Record<OwnTemplateFileName, string> = { scene: 'image/webp', maps: 'image/png', mesh: 'application/json', thumb: 'image/webp' };

/**
 * Own templates (issue #17), at /api/own-templates:
 * POST /cutout (photo) → the grey mask PNG; POST / (photo, mask, fields) → 201 OwnTemplateInfo; GET / → {templates};
 * GET /:id → OwnTemplateInfo; GET /:id/{scene,maps,mesh,thumb}[.<version>.<ext>] → the file; PATCH /:id {name?, shared?};
 * DELETE /:id → 204; POST /psd (a Photoshop file in "file") → 201 PsdImportResult; GET /:id/preview?width=N → PNG;
 * GET /:id/plan → PsdTemplateSummary; GET /:id/psd/{psd.json, <layer>.png} → the plan and its cached layers. Reading needs the owner or a shared template; changing needs the owner. Anything else is the
 * same 404 as an unknown id. Mounted before the API's 1 MB body limit (the uploads set their own).
 */
export function ownTemplateRoutes({ auth, storage, trustedOrigins }: AccountDeps, segmenter: Segmenter = sharedSegmenter()) {
  const deps = (c: Context<MaybeUserEnv>) => ({ db: c.var.db, work: c.var.work, storage });
  const visible = async (c: Context<MaybeUserEnv>) => {
    const row = await findVisibleOwnTemplate(c.var.db, c.req.param('id') ?? '', c.var.userId);
    if (!row) throw notFound(MISSING_OWN_TEMPLATE);
    return row;
  };
  return new Hono<MaybeUserEnv>()
    .use(sameOriginWrites(trustedOrigins), optionalUser(auth))
    .post('/cutout', uploadLimit(1), heavyRateLimit(), async (c) => {
      signedIn(c);
      const photo = await fileField(await formOf(c), 'photo', 'photo');
      const mask = await ownPhotoCutout({ work: c.var.work, segmenter }, photo);
      return c.body(mask.png as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'image/png',
        'cache-control': 'no-store',
        'x-photo-width': String(mask.width),
        'x-photo-height': String(mask.height),
        'access-control-expose-headers': 'X-Photo-Width, X-Photo-Height',
      });
    })
    .get('/', async (c) => {
      const userId = signedIn(c);
      const rows = await listOwnTemplates(c.var.db, userId);
      return c.json({ templates: rows.map((row) => ownTemplateInfo(row, userId)) }, 200, { 'cache-control': 'no-store' });
    })
    .post('/', uploadLimit(2), heavyRateLimit(), async (c) => {
      const userId = signedIn(c);
      const form = await formOf(c);
      const fields = fieldsOf(form); // a bad form costs no decode
      const photo = await fileField(form, 'photo', 'photo');
      const mask = await fileField(form, 'mask', 'cut-out mask');
      const row = await createOwnTemplate(deps(c), userId, { photo, mask, fields });
      return c.json(ownTemplateInfo(row, userId), 201);
    })
    .post('/psd', PSD_UPLOAD_LIMIT, heavyRateLimit(), async (c) => {
      const userId = signedIn(c);
      const file = (await formOf(c)).file;
      if (!(file instanceof File)) throw badRequest('Send the Photoshop file as multipart/form-data with a "file" field.');
      if (file.size > MAX_PSD_BYTES) throw psdTooLarge();
      const result = await importPsdTemplate(deps(c), userId, { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name });
      return c.json(result, 201);
    })
    .get('/:id/preview', async (c) => {
      const width = previewWidth(c.req.query('width'));
      const row = await visible(c);
      const png = await renderPsdTemplatePng(deps(c), row, { width });
      return c.body(png as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'image/png', 'cache-control': 'private, no-cache', 'x-content-type-options': 'nosniff' });
    })
    .get('/:id/psd/:file', async (c) => {
      // A PSD template's plan and cached layers, for the browser to draw the stack itself (core/src/psd).
      const file = c.req.param('file');
      if (!PSD_FILE.test(file)) throw notFound(MISSING_OWN_TEMPLATE);
      const row = await visible(c);
      const bytes = row.kind === 'psd' ? await storage.get(`${row.fileKey}/${file}`) : undefined;
      if (!bytes) throw notFound(MISSING_OWN_TEMPLATE);
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': file.endsWith('.json') ? 'application/json' : 'image/png',
        'cache-control': 'private, no-cache',
        'x-content-type-options': 'nosniff',
      });
    })
    .get('/:id/plan', async (c) => c.json(await psdTemplateSummary(storage, await visible(c)), 200, { 'cache-control': 'no-store' }))
    .get('/:id', async (c) => c.json(ownTemplateInfo(await visible(c), c.var.userId), 200, { 'cache-control': 'no-store' }))
    .get('/:id/:asset', async (c) => {
      const match = ASSET.exec(c.req.param('asset'));
      if (!match) throw notFound(MISSING_OWN_TEMPLATE);
      const row = await visible(c);
      const name = match[1] as OwnTemplateFileName;
      const versioned = match[2] !== undefined;
      if (versioned && match[2] !== row.version) throw notFound(MISSING_OWN_TEMPLATE);
      const bytes = await readOwnTemplateFile(storage, row, name);
      if (!bytes) throw notFound('The template\'s files are missing.');
      // A versioned URL never changes its bytes; a shared template may sit in shared caches for a day after unsharing.
      const cache = versioned ? (row.shared ? 'public, max-age=86400' : 'private, max-age=31536000, immutable') : 'private, no-cache';
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': CONTENT_TYPE[name],
        'content-length': String(bytes.length),
        'cache-control': cache,
        'x-content-type-options': 'nosniff',
      });
    })
    .patch('/:id', PATCH_LIMIT, validateJson(ownTemplatePatchSchema), async (c) => {
      const userId = signedIn(c);
      const row = await updateOwnTemplate(c.var.db, c.req.param('id'), userId, c.req.valid('json'));
      if (!row) throw notFound(MISSING_OWN_TEMPLATE);
      return c.json(ownTemplateInfo(row, userId));
    })
    .delete('/:id', async (c) => {
      const userId = signedIn(c);
      if (!(await deleteOwnTemplate(c.var.db, storage, c.req.param('id'), userId))) throw notFound(MISSING_OWN_TEMPLATE);
      return c.body(null, 204);
    });
}
