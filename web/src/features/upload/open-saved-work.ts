import type { EditorDoc } from '../../../../core/src/editor/editor-history';
import { editorPath, findTemplate } from '../../../../core/src/site/template-routes';
import { storeEditorDoc } from '../editor/editor-doc-store';
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

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** Makes a saved design the current design again, through the same checks as a fresh upload. */
async function restoreDesign(id: string): Promise<void> {
  const { design } = await getJson<{ design: { name: string; fileUrl: string } }>(`/api/designs/${id}`);
  const response = await fetch(design.fileUrl);
  if (!response.ok) throw new Error(`${design.fileUrl}: ${response.status}`);
  const blob = await response.blob();
  const prepared = await prepareDesign(new File([blob], design.name, { type: blob.type }));
  if (!prepared.ok) throw new Error(prepared.problem.description);
  await saveDesign(prepared.design);
}

/**
 * Restores the design. For a mockup it also stores its placement and colour as the template's, so the editor opens
 * where the mockup was made, and returns the editor's path.
 */
export async function openSavedWork(work: SavedWork): Promise<{ editorPath: string } | null> {
  if (work.kind === 'design') {
    await restoreDesign(work.id);
    return null;
  }
  const { mockup } = await getJson<{
    mockup: { designId: string | null; templateId: string; placement: EditorDoc['placement']; color: string };
  }>(`/api/mockups/${work.id}`);
  const template = findTemplate(mockup.templateId);
  if (!template) throw new Error(`The template ${mockup.templateId} no longer exists`);
  if (mockup.designId) await restoreDesign(mockup.designId);
  storeEditorDoc(template, { placement: mockup.placement, color: mockup.color });
  return { editorPath: editorPath(`/${template.category}`, template.id) };
}
