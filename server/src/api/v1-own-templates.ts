import type { V1OwnTemplate } from '../../../core/src/api/v1-schemas';
import type { Db } from '../db/client';
import { notFound } from '../http/app-error';
import { findOwnedTemplate, listOwnTemplates, readOwnTemplateFile, type OwnTemplateRow } from '../services/own-templates';
import { psdTemplateAreas } from '../services/psd-templates';
import type { FileStorage } from '../services/storage';

/**
 * The key owner's own templates in GET /api/v1/templates (issue #31): what POST /renders needs to draw each, and a
 * thumbnail URL under /api/v1 that the same key can fetch (the app's own asset routes know only sessions).
 */

interface Deps {
  db: Db;
  storage: FileStorage;
}

/** The account's own templates of both kinds, newest first; only ever the owner's rows. */
export async function v1OwnTemplates(deps: Deps, userId: string, absolute: (path: string) => string): Promise<V1OwnTemplate[]> {
  const rows = await listOwnTemplates(deps.db, userId);
  return Promise.all(rows.map(async (row) => v1OwnTemplate(row, await printAreas(deps.storage, row), absolute)));
}

function v1OwnTemplate(row: OwnTemplateRow, printAreas: V1OwnTemplate['printAreas'], absolute: (path: string) => string): V1OwnTemplate {
  const psd = row.kind === 'psd';
  return {
    id: row.id,
    name: row.name,
    kind: psd ? 'psd' : 'photo',
    type: row.type,
    printAspect: row.printAspect,
    printAreas,
    // v1-render.ts: a PSD stack renders PNG only; a photo template goes through the layered path for JPEG and WebP.
    formats: psd ? ['png'] : ['png', 'jpeg', 'webp'],
    thumbnailUrl: absolute(`/api/v1/templates/${row.id}/thumbnail`),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A photo template has one area (`front` in a request's `areas`); a PSD has one per smart object, of its own size. */
async function printAreas(storage: FileStorage, row: OwnTemplateRow): Promise<V1OwnTemplate['printAreas']> {
  if (row.kind !== 'psd') return [{ name: 'front', aspect: row.printAspect }];
  // A template whose files went missing is still listed (its renders answer 404), so one bad row does not fail the list.
  const areas = await psdTemplateAreas(storage, row).catch(() => []);
  return areas.map(({ name, width, height }) => ({ name, aspect: width / height, width, height }));
}

/** GET /api/v1/templates/{id}/thumbnail: the owner's template's thumbnail (WebP); anything else is a 404. */
export async function v1OwnThumbnail(deps: Deps, id: string, userId: string): Promise<Uint8Array> {
  const row = await findOwnedTemplate(deps.db, id, userId);
  const bytes = row ? await readOwnTemplateFile(deps.storage, row, 'thumb') : undefined;
  if (!bytes) throw notFound(`No own template with id '${id}' in this key’s account. GET /api/v1/templates lists them.`);
  return new Uint8Array(bytes);
}
