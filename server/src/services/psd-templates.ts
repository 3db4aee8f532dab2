/**
 * Templates imported from Photoshop files (issue #31): the import in the work pool's sandbox, its files kept in the
 * owner's folder beside own-photo templates' (same table, kind 'psd'), and renders of the stack. Who may see or
 * change a template is own-templates.ts's rule, unchanged.
 */
import crypto from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { AsyncByteLru } from '../../../core/src/cache/byte-lru';
import { MAX_PSD_BYTES, readPsdHeader } from '../../../core/src/psd/psd-header';
import { planFiles, psdPlanSchema, type PsdImportResult, type PsdPlan, type PsdTemplateSummary } from '../../../core/src/psd/psd-template';
import { safeText } from '../../../core/src/schemas/text';
import type { Db } from '../db/client';
import { ownTemplates } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import type { PsdRenderTask } from '../psd/render-psd-task';
import type { WorkPool } from '../work/pool';
import { findOwnedTemplate, findVisibleOwnTemplate, OWN_TEMPLATES_PER_ACCOUNT, type OwnTemplateRow } from './own-templates';
import type { FileStorage } from './storage';

export interface PsdTemplateDeps {
  db: Db;
  storage: FileStorage;
  work: WorkPool;
}

/** A 3000 × 2000 file imports in about a second; a busy 2-core machine may take many times that. */
const IMPORT_TIME_LIMIT_MS = 60_000;
const RENDER_TIME_LIMIT_MS = 60_000;
const tookTooLong = () => new AppError(503, 'The Photoshop file took too long to process on this busy server. Please try again in a moment.', 10);

export const PSD_PLAN_FILE = 'psd.json';

const newId = () => `own-${crypto.randomBytes(12).toString('base64url')}`;

/** The template's name from the uploaded file's name: without its extension, printable, at most 80 characters. */
function nameOf(fileName: string | undefined): string {
  const stem = (fileName ?? '').replace(/\.(psd|psb)$/i, '').trim().slice(0, 80);
  return stem && safeText().safeParse(stem).success ? stem : 'Photoshop mockup';
}

/** Checks, builds, stores and records a PSD template; on any failure nothing is left in storage or the database. */
export async function importPsdTemplate(deps: PsdTemplateDeps, userId: string, input: { bytes: Uint8Array; fileName?: string }): Promise<PsdImportResult> {
  const [kept] = await deps.db.select({ n: count() }).from(ownTemplates).where(eq(ownTemplates.userId, userId));
  if ((kept?.n ?? 0) >= OWN_TEMPLATES_PER_ACCOUNT) {
    throw new AppError(409, `An account keeps at most ${OWN_TEMPLATES_PER_ACCOUNT} own templates. Delete one to make another.`);
  }
  if (input.bytes.length > MAX_PSD_BYTES) throw new AppError(413, `The Photoshop file is larger than ${MAX_PSD_BYTES / 1024 / 1024} MB.`);
  // The header is 26 bytes: a file that is not a PSD, or one we refuse, is answered before the sandbox is asked.
  const header = readPsdHeader(input.bytes.subarray(0, 26));
  if (!header.ok) throw new AppError(header.status, header.message);
  const built = await deps.work.runSandboxed('buildPsdTemplate', { bytes: input.bytes }, { timeoutMs: IMPORT_TIME_LIMIT_MS, onTimeout: tookTooLong });
  if (built.plan.areas.length === 0) {
    throw new AppError(422, 'This Photoshop file has no smart object, so there is nowhere to place a design. Add a smart object layer where the print goes.');
  }
  const id = newId();
  const folder = `${userId}/own-templates/${id}`;
  const first = built.plan.areas[0]!;
  try {
    const files = { ...built.files, [PSD_PLAN_FILE]: new TextEncoder().encode(JSON.stringify(built.plan)) };
    await Promise.all(Object.entries(files).map(([name, bytes]) => deps.storage.put(`${folder}/${name}`, bytes)));
    await deps.db.insert(ownTemplates).values({
      id,
      userId,
      kind: 'psd',
      name: nameOf(input.fileName),
      type: 'poster',
      printAspect: first.width / first.height,
      size: built.plan.width,
      fileKey: folder,
      version: built.version,
    });
  } catch (error) {
    await deps.storage.deletePrefix(folder).catch(() => undefined);
    throw error;
  }
  return { id, areas: built.plan.areas.map(({ name, width, height }) => ({ name, width, height })), unsupported: built.plan.unsupported };
}

/** The account's own template when it was imported from a Photoshop file (the public API renders only those). */
export async function ownedPsdTemplate(db: Db, id: string, userId: string): Promise<OwnTemplateRow | undefined> {
  const row = await findOwnedTemplate(db, id, userId);
  return row?.kind === 'psd' ? row : undefined;
}

/**
 * A template imported from a Photoshop file that `userId` may render: their own, or one shared with them by link;
 * else undefined. The editor draws the stack in the browser too (core/src/psd, from GET /api/own-templates/:id/psd/…),
 * but a download, the owner's or a reader's, is still rendered here.
 */
export async function renderablePsdTemplate(db: Db, id: string, userId: string): Promise<OwnTemplateRow | undefined> {
  const row = await findVisibleOwnTemplate(db, id, userId);
  return row?.kind === 'psd' ? row : undefined;
}

interface PsdTemplateFiles {
  plan: PsdPlan;
  files: Record<string, Uint8Array>;
}

/** Plans and files recently rendered, read from storage once; keyed by version, looked up only after the row was found. */
const cache = new AsyncByteLru<PsdTemplateFiles>(64 * 1024 * 1024, (t) => Object.values(t.files).reduce((n, b) => n + b.byteLength, 0));

async function psdFiles(storage: FileStorage, row: OwnTemplateRow): Promise<PsdTemplateFiles> {
  return cache.get(`${row.id}@${row.version}`, async () => {
    const text = await storage.get(`${row.fileKey}/${PSD_PLAN_FILE}`);
    if (!text) throw notFound(`The files of template '${row.id}' are missing.`);
    const plan = psdPlanSchema.parse(JSON.parse(text.toString('utf8')));
    const files: Record<string, Uint8Array> = {};
    for (const name of planFiles(plan)) {
      const bytes = await storage.get(`${row.fileKey}/${name}`);
      if (!bytes) throw notFound(`The files of template '${row.id}' are missing.`);
      // In shared memory: each render hands them to a work-pool thread, which then reads them where they are
      // instead of receiving a copy of every file (8 MB for the bench's file) with each task.
      const shared = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
      shared.set(bytes);
      files[name] = shared;
    }
    return { plan, files };
  });
}

/** Each smart object's name and own size, read from psd.json alone (a listing must not load every layer). */
const areasCache = new AsyncByteLru<PsdImportResult['areas']>(1024 * 1024, (areas) => 64 + areas.reduce((n, a) => n + 32 + 2 * a.name.length, 0));

export function psdTemplateAreas(storage: FileStorage, row: OwnTemplateRow): Promise<PsdImportResult['areas']> {
  return areasCache.get(`${row.id}@${row.version}`, async () => {
    const text = await storage.get(`${row.fileKey}/${PSD_PLAN_FILE}`);
    if (!text) throw notFound(`The files of template '${row.id}' are missing.`);
    return psdPlanSchema.parse(JSON.parse(text.toString('utf8'))).areas.map(({ name, width, height }) => ({ name, width, height }));
  });
}

/** The sizes, areas, file colour and unsupported features of an imported template (no pixels). */
export async function psdTemplateSummary(storage: FileStorage, row: OwnTemplateRow): Promise<PsdTemplateSummary> {
  if (row.kind !== 'psd') throw notFound('This template was not imported from a Photoshop file.');
  const { plan } = await psdFiles(storage, row);
  return {
    width: plan.sourceWidth,
    height: plan.sourceHeight,
    areas: plan.areas.map(({ name, width, height }) => ({ name, width, height })),
    ...(plan.colour && { colour: plan.colour }),
    unsupported: plan.unsupported,
  };
}

/** What a render asks of the stack: its task without the template's own parts. */
export type PsdRenderRequest = Omit<PsdRenderTask, 'key' | 'plan' | 'files'>;

/** The stack rendered to PNG at `width` px wide, on a work-pool thread. */
export async function renderPsdTemplatePng(deps: Pick<PsdTemplateDeps, 'storage' | 'work'>, row: OwnTemplateRow, request: PsdRenderRequest): Promise<Uint8Array> {
  if (row.kind !== 'psd') throw notFound('This template was not imported from a Photoshop file.');
  const { plan, files } = await psdFiles(deps.storage, row);
  return deps.work.run(
    'renderPsdPng',
    { key: `${row.id}@${row.version}`, plan, files, ...request },
    { timeoutMs: RENDER_TIME_LIMIT_MS, onTimeout: tookTooLong },
  );
}
