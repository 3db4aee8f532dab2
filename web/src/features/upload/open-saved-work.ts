import { migrateDocument, type MockupDocument } from '../../../../core/src/editor/document';
import type { EditorDoc } from '../../../../core/src/editor/editor-history';
import { editorPath, findTemplate } from '../../../../core/src/site/template-routes';
import type { TemplateSummary } from '../../../../core/src/templates/library';
import { ApiError } from '../../lib/api';
import { shownAreaName } from '../../../../core/src/templates/print-areas';
import { accountDesignUrl, fromStoredDocument, sharedDesignUrl } from '../editor/document-transport';
import { storeDocument, storeEditorDoc } from '../editor/editor-doc-store';
import { saveDesign } from './design-store';
import { prepareDesign } from './prepare-design';

/** Where the dashboard's "Open" sends a saved design or mockup: /upload?design=<id> or /upload?mockup=<id>. */
export type SavedWork = { kind: 'design' | 'mockup'; id: string };

export function savedWorkFrom(search: URLSearchParams): SavedWork | null {
  for (const kind of ['mockup', 'design'] as const) {
    const id = search.get(kind);
    if (id) return { kind, id };
  }
  return null;
}

/** A non-2xx answer throws ApiError with its status (410: a shared link its owner revoked) and the server's sentence. */
async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) {
    const { error } = (await response.json().catch(() => ({}))) as { error?: unknown };
    throw new ApiError(typeof error === 'string' ? error : `${url}: ${response.status}`, response.status);
  }
  return (await response.json()) as T;
}

/** Makes the picture at `fileUrl` the current design again, through the same checks as a fresh upload. */
async function restoreDesignFrom(fileUrl: string, name: string): Promise<void> {
  const response = await fetch(fileUrl);
  if (!response.ok) throw new Error(`${fileUrl}: ${response.status}`);
  const blob = await response.blob();
  const prepared = await prepareDesign(new File([blob], name, { type: blob.type }));
  if (!prepared.ok) throw new Error(prepared.problem.description);
  await saveDesign(prepared.design);
}

async function restoreDesign(id: string): Promise<void> {
  const { design } = await getJson<{ design: { name: string; fileUrl: string } }>(`/api/designs/${id}`);
  await restoreDesignFrom(design.fileUrl, design.name);
}

/** Keeps a stored document (design references) as the template's in this browser, so its editor opens on it. */
async function keepForEditor(template: TemplateSummary, stored: unknown, opensWith: string | null, urlOf: (id: string) => string): Promise<boolean> {
  const area = shownAreaName(template.id);
  const doc: MockupDocument | null = migrateDocument(stored, area, '');
  if (!doc) return false;
  storeDocument(template, area, await fromStoredDocument(doc, opensWith, urlOf));
  return true;
}

function templateOf(templateId: string): TemplateSummary {
  const template = findTemplate(templateId);
  if (!template) throw new Error(`The template ${templateId} no longer exists`);
  return template;
}

/**
 * Restores the design. For a mockup it also keeps its layered document (or, from an older server, its placement and
 * colour) as the template's, so the editor opens as the mockup was made, and returns the editor's path.
 */
export async function openSavedWork(work: SavedWork): Promise<{ editorPath: string } | null> {
  if (work.kind === 'design') {
    await restoreDesign(work.id);
    return null;
  }
  const { mockup } = await getJson<{
    mockup: { designId: string | null; templateId: string; placement: EditorDoc['placement']; color: string; document?: unknown };
  }>(`/api/mockups/${work.id}`);
  const template = templateOf(mockup.templateId);
  if (mockup.designId) await restoreDesign(mockup.designId);
  if (!mockup.document || !(await keepForEditor(template, mockup.document, mockup.designId, accountDesignUrl))) {
    storeEditorDoc(template, { placement: mockup.placement, color: mockup.color });
  }
  return { editorPath: editorPath(`/${template.category}`, template.id) };
}

/** Opens a shared editor link (`?shared=<id>`): its design becomes the current one and its layers the template's. */
export async function openSharedLink(linkId: string): Promise<TemplateSummary> {
  const shared = await getJson<{ templateId: string; designId: string; document: unknown }>(`/api/shared-documents/${encodeURIComponent(linkId)}`);
  const template = templateOf(shared.templateId);
  const urlOf = (designId: string) => sharedDesignUrl(linkId, designId);
  await restoreDesignFrom(urlOf(shared.designId), 'Shared design');
  if (!(await keepForEditor(template, shared.document, shared.designId, urlOf))) throw new Error('The shared mockup could not be read.');
  return template;
}
