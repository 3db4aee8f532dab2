import crypto from 'node:crypto';
import { and, count, desc, eq, or } from 'drizzle-orm';
import { AsyncByteLru } from '../../../core/src/cache/byte-lru';
import { isOwnTemplateId, OWN_PHOTO_MAX_SIDE, type OwnTemplateFields, type OwnTemplateInfo } from '../../../core/src/own-photo/own-template';
import { templateAsset } from '../../../core/src/templates/assets';
import { MAX_UPLOAD_BYTES, sniffDesignFormat } from '../../../core/src/upload/upload-rules';
import type { Segmenter } from '../ai/segmentation/segmenter';
import type { Db } from '../db/client';
import { ownTemplates } from '../db/schema';
import { AppError, badRequest, notFound } from '../http/errors';
import { notAnImageType, tooLarge } from '../images/read-image';
import { OWN_TEMPLATE_FILES, ownTemplateFilesBytes, type OwnTemplateFileName, type OwnTemplateFiles } from '../own-photo/template-files';
import type { WorkPool } from '../work/pool';
import type { FileStorage } from './storage';

/**
 * Templates made from users' own photos (issue #17): the cut-out, building and keeping them, who may see and use
 * them, and their files for the renderer. The owner may do anything; anyone may read (and use in the editor) a
 * shared one; the server renders one (API, batches) only for its owner.
 */

export type OwnTemplateRow = typeof ownTemplates.$inferSelect;

export interface OwnTemplateDeps {
  db: Db;
  storage: FileStorage;
  work: WorkPool;
}

/** An account keeps at most this many (each is a few MB of layers). */
export const OWN_TEMPLATES_PER_ACCOUNT = 100;

/** Generous limits for runaway work (a busy 2-core machine makes a 2 s task take 20 s), as the AI photo tools'. */
const TASK_TIME_LIMIT_MS = 60_000;
const MODEL_TIME_LIMIT_MS = 60_000;
const tookTooLong = () => new AppError(503, 'The photo took too long to process on this busy server. Please try again in a moment.', 10);
const limits = { timeoutMs: TASK_TIME_LIMIT_MS, onTimeout: tookTooLong };

export const MISSING_OWN_TEMPLATE = 'Template not found.';

/** `own-` and 16 url-safe random characters (96 bits). */
const newId = () => `own-${crypto.randomBytes(12).toString('base64url')}`;

const folderOf = (userId: string, id: string) => `${userId}/own-templates/${id}`;

const assetUrl = (row: OwnTemplateRow, name: OwnTemplateFileName) => {
  const [stem, extension] = OWN_TEMPLATE_FILES[name].split('.');
  return `/api/own-templates/${row.id}/${stem}.${row.version}.${extension}`;
};

export function ownTemplateInfo(row: OwnTemplateRow, askerId: string | undefined): OwnTemplateInfo {
  return {
    id: row.id,
    kind: row.kind === 'psd' ? 'psd' : 'photo',
    name: row.name,
    type: row.type,
    printAspect: row.printAspect,
    shared: row.shared,
    mine: row.userId === askerId,
    createdAt: row.createdAt.toISOString(),
    asset: {
      size: row.size,
      printAspect: row.printAspect,
      scene: assetUrl(row, 'scene'),
      maps: assetUrl(row, 'maps'),
      mesh: assetUrl(row, 'mesh'),
      thumbnail: assetUrl(row, 'thumb'),
    },
  };
}

/** An uploaded photo's bytes, checked by their first bytes: a raster photo of at most 10 MB (never an SVG). */
export function checkPhotoBytes(bytes: Uint8Array): Uint8Array {
  if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
  const format = sniffDesignFormat(bytes.subarray(0, 1024));
  if (format === 'svg') throw badRequest('Please upload a photo (PNG, JPG or WebP): a drawing in SVG cannot become a photo template.');
  if (!format) throw notAnImageType();
  return bytes;
}

/** The product's cut-out mask of a photo: a grey PNG (255 = product) at the photo's working size. */
export async function ownPhotoCutout(deps: Pick<OwnTemplateDeps, 'work'> & { segmenter: Segmenter }, photo: Uint8Array) {
  const { modelInput, ...prepared } = await deps.work.run(
    'prepareCutout',
    { bytes: checkPhotoBytes(photo), workingSide: OWN_PHOTO_MAX_SIDE, side: deps.segmenter.options.side, keepOwnCutout: true, exact: true },
    limits,
  );
  const mask = modelInput ? await deps.segmenter.segment(modelInput, MODEL_TIME_LIMIT_MS) : undefined;
  // The photo's pixels (16 MB at 2048²) and the mask go back to a thread uncopied: nothing here reads them again.
  const transfer = [prepared.rgba.buffer, mask?.buffer].filter((buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer);
  return deps.work.run('ownPhotoMaskPng', { ...prepared, mask }, { ...limits, transfer });
}

/** Builds a template from a photo, its mask and the marked print area, keeps its files and records it. */
export async function createOwnTemplate(deps: OwnTemplateDeps, userId: string, input: { photo: Uint8Array; mask: Uint8Array; fields: OwnTemplateFields }) {
  const [kept] = await deps.db.select({ n: count() }).from(ownTemplates).where(eq(ownTemplates.userId, userId));
  if ((kept?.n ?? 0) >= OWN_TEMPLATES_PER_ACCOUNT) {
    throw new AppError(409, `An account keeps at most ${OWN_TEMPLATES_PER_ACCOUNT} own templates. Delete one to make another.`);
  }
  if (input.mask.length > MAX_UPLOAD_BYTES) throw badRequest('The mask is larger than 10 MB.');
  const { fields } = input;
  const built = await deps.work.run(
    'buildOwnTemplate',
    { photo: checkPhotoBytes(input.photo), mask: input.mask, area: fields.area, printAspect: fields.printAspect },
    limits,
  );
  const id = newId();
  const folder = folderOf(userId, id);
  try {
    await Promise.all(Object.entries(OWN_TEMPLATE_FILES).map(([name, file]) => deps.storage.put(`${folder}/${file}`, built.files[name as OwnTemplateFileName])));
    const [row] = await deps.db
      .insert(ownTemplates)
      .values({ id, userId, name: fields.name, type: fields.type, printAspect: built.printAspect, size: built.size, fileKey: folder, version: built.version })
      .returning();
    return row!;
  } catch (error) {
    await deps.storage.deletePrefix(folder).catch(() => undefined);
    throw error;
  }
}

export const listOwnTemplates = (db: Db, userId: string) =>
  db.select().from(ownTemplates).where(eq(ownTemplates.userId, userId)).orderBy(desc(ownTemplates.createdAt));

/** A template the asker may read: their own, or a shared one. Anything else reads as missing (never "forbidden"). */
export async function findVisibleOwnTemplate(db: Db, id: string, askerId: string | undefined): Promise<OwnTemplateRow | undefined> {
  if (!isOwnTemplateId(id)) return undefined;
  const visible = askerId ? or(eq(ownTemplates.shared, true), eq(ownTemplates.userId, askerId)) : eq(ownTemplates.shared, true);
  const [row] = await db.select().from(ownTemplates).where(and(eq(ownTemplates.id, id), visible));
  return row;
}

/** The owner's template, or undefined. */
export async function findOwnedTemplate(db: Db, id: string, userId: string): Promise<OwnTemplateRow | undefined> {
  if (!isOwnTemplateId(id)) return undefined;
  const [row] = await db.select().from(ownTemplates).where(and(eq(ownTemplates.id, id), eq(ownTemplates.userId, userId)));
  return row;
}

export async function updateOwnTemplate(db: Db, id: string, userId: string, patch: { name?: string | undefined; shared?: boolean | undefined }) {
  if (!isOwnTemplateId(id)) return undefined;
  const [row] = await db
    .update(ownTemplates)
    .set({ ...(patch.name !== undefined && { name: patch.name }), ...(patch.shared !== undefined && { shared: patch.shared }), updatedAt: new Date() })
    .where(and(eq(ownTemplates.id, id), eq(ownTemplates.userId, userId)))
    .returning();
  return row;
}

/** Removes the row, then its files. */
export async function deleteOwnTemplate(db: Db, storage: FileStorage, id: string, userId: string): Promise<boolean> {
  if (!isOwnTemplateId(id)) return false;
  const [row] = await db.delete(ownTemplates).where(and(eq(ownTemplates.id, id), eq(ownTemplates.userId, userId))).returning();
  if (!row) return false;
  await storage.deletePrefix(row.fileKey);
  return true;
}

/** One stored file of a template, or undefined when it is gone. */
export const readOwnTemplateFile = (storage: FileStorage, row: OwnTemplateRow, name: OwnTemplateFileName) => storage.get(`${row.fileKey}/${OWN_TEMPLATE_FILES[name]}`);

/**
 * Encoded layers recently rendered, on the main thread: read from storage once, sent with each render task (the
 * threads keep the prepared levels). Keyed by version, and only ever looked up after the row was found, so a
 * deleted template's bytes are never used again.
 */
const FILES_CACHE_BYTES = 64 * 1024 * 1024;
const filesCache = new AsyncByteLru<OwnTemplateFiles>(FILES_CACHE_BYTES, ownTemplateFilesBytes);

function templateFiles(storage: FileStorage, row: OwnTemplateRow): Promise<OwnTemplateFiles> {
  return filesCache.get(`${row.id}@${row.version}`, async (key) => {
    const [scene, maps, mesh] = await Promise.all(['scene', 'maps', 'mesh'].map((name) => readOwnTemplateFile(storage, row, name as OwnTemplateFileName)));
    if (!scene || !maps || !mesh) throw notFound(`The files of template '${row.id}' are missing.`);
    return { key, size: row.size, printAspect: row.printAspect, scene: new Uint8Array(scene), maps: new Uint8Array(maps), mesh: mesh.toString('utf8') };
  });
}

/**
 * What a server render of `templateId` for `userId` needs beside the id: nothing for a library template, the files of
 * an own template its owner renders. Anything else (unknown ids, another account's template, anonymous callers)
 * answers `unknown()`'s 404.
 */
export async function templateForRender(
  deps: Pick<OwnTemplateDeps, 'db' | 'storage'>,
  templateId: string,
  userId: string | undefined,
  unknown = () => notFound(`No template with id '${templateId}'.`),
): Promise<OwnTemplateFiles | undefined> {
  if (templateAsset(templateId)) return undefined;
  const row = userId ? await findOwnedTemplate(deps.db, templateId, userId) : undefined;
  if (!row) throw unknown();
  // Imported PSDs draw through their own layer stack (services/psd-templates.ts); every render path asks it first.
  if (row.kind === 'psd') throw new AppError(422, `Template '${templateId}' was imported from a Photoshop file and cannot be drawn here.`);
  return templateFiles(deps.storage, row);
}

/** Whether `userId` may name `templateId` in a kept mockup: any library template, an own one they own or that is shared. */
export async function mayUseTemplate(db: Db, templateId: string, userId: string): Promise<boolean> {
  if (templateAsset(templateId)) return true;
  return (await findVisibleOwnTemplate(db, templateId, userId)) !== undefined;
}
