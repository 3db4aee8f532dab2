import type { EditorDoc } from '../../../../core/src/editor/editor-history';
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

/** What the category page needs to reopen the editor where the mockup was made. */
export interface EditorReopen {
  openTemplate: string;
  editorDoc: EditorDoc;
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

/** Restores the design; for a mockup also says which template, placement and colour to reopen. */
export async function openSavedWork(work: SavedWork): Promise<{ category: string; reopen: EditorReopen } | null> {
  if (work.kind === 'design') {
    await restoreDesign(work.id);
    return null;
  }
  const { mockup } = await getJson<{
    mockup: { designId: string | null; templateId: string; placement: EditorDoc['placement']; color: string };
  }>(`/api/mockups/${work.id}`);
  if (mockup.designId) await restoreDesign(mockup.designId);
  return {
    category: mockup.templateId.replace(/-\d+$/, ''),
    reopen: { openTemplate: mockup.templateId, editorDoc: { placement: mockup.placement, color: mockup.color } },
  };
}

/** Reads the reopen request a category page may receive in navigation state. */
export function editorReopenFrom(state: unknown): EditorReopen | undefined {
  if (typeof state !== 'object' || state === null || !('openTemplate' in state) || !('editorDoc' in state)) return undefined;
  return state as EditorReopen;
}
