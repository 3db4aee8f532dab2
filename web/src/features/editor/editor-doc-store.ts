import type { EditorDoc } from '../../../../core/src/editor/editor-history';
import { RESET_PLACEMENT } from '../../../../core/src/editor/placement';
import { parseEditorDoc } from '../../../../core/src/editor/stored-doc';

/**
 * Where the design sat on each template and the product colour, in localStorage, so a reload or a shared link in this
 * browser reopens the editor as it was. A template not edited yet starts from the category's last placement, so
 * switching templates keeps the design where it was.
 */
const templateKey = (templateId: string) => `mockup-studio:editor:${templateId}`;
const categoryKey = (categorySlug: string) => `mockup-studio:editor:last-in:${categorySlug}`;

export const DEFAULT_DOC: EditorDoc = { placement: RESET_PLACEMENT, color: '#FFFFFF' };

interface TemplateRef {
  id: string;
  category: string;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage turned off: the editor still works, from the defaults
  }
}

export function storedEditorDoc(template: TemplateRef): EditorDoc {
  return parseEditorDoc(read(templateKey(template.id))) ?? parseEditorDoc(read(categoryKey(template.category))) ?? DEFAULT_DOC;
}

export function storeEditorDoc(template: TemplateRef, doc: EditorDoc): void {
  const text = JSON.stringify({ placement: doc.placement, color: doc.color });
  try {
    localStorage.setItem(templateKey(template.id), text);
    localStorage.setItem(categoryKey(template.category), text);
  } catch {
    // Full or refused storage: only the restore after a reload is lost.
  }
}
