import { migrateDocument, singleDesignDocument, type DocLayer, type MockupDocument } from '../../../../core/src/editor/document';
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

export interface TemplateRef {
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

/** An image layer's `design` that means "the design uploaded in this browser" (design-store.ts). */
export const UPLOADED_DESIGN = 'upload';

/** Whether the area shows the uploaded design alone, fully opaque: the spec's single-design mockup. */
export function uploadedDesignAlone(layers: readonly DocLayer[]): boolean {
  const visible = layers.filter((layer) => !layer.hidden);
  const [only] = visible;
  return visible.length === 1 && only?.type === 'image' && only.design === UPLOADED_DESIGN && (only.opacity ?? 1) === 1;
}

/** Whether the document is the spec's single-design mockup: the uploaded design alone on the area the picture shows
 *  first, and nothing shown on any other area. */
export function documentIsUploadedDesignAlone(doc: MockupDocument, shownArea: string): boolean {
  const othersEmpty = Object.entries(doc.areas).every(([name, { layers }]) => name === shownArea || layers.every((layer) => layer.hidden));
  return othersEmpty && uploadedDesignAlone(doc.areas[shownArea]?.layers ?? []);
}

function parse(text: string | null): unknown {
  try {
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/**
 * The layered document (version 2) of a template in this browser. A version-1 entry — this template's, or the
 * category's last placement — becomes the uploaded design as the area's one image layer (migrateDocument).
 */
export function storedDocument(template: TemplateRef, area: string): MockupDocument {
  const own = migrateDocument(parse(read(templateKey(template.id))), area, UPLOADED_DESIGN);
  if (own?.areas[area]) return own;
  const last = parseEditorDoc(read(categoryKey(template.category))) ?? DEFAULT_DOC;
  return singleDesignDocument(area, UPLOADED_DESIGN, last.placement, last.color);
}

/**
 * Keeps the document for this template, and the uploaded design's placement and the colour as the category's last
 * (version 1), which the next template of the category starts from.
 */
export function storeDocument(template: TemplateRef, area: string, doc: MockupDocument): void {
  const main = doc.areas[area]?.layers.find((layer) => layer.type === 'image' && layer.design === UPLOADED_DESIGN);
  try {
    if (main) localStorage.setItem(categoryKey(template.category), JSON.stringify({ placement: main.placement, color: doc.color }));
  } catch {
    // Refused storage: only the restore after a reload is lost.
  }
  // Added images are kept as data URLs: when they overflow the browser's quota, the document is kept without them
  // (never an older one that a reload would bring back).
  const withoutAdded: MockupDocument = {
    ...doc,
    areas: Object.fromEntries(
      Object.entries(doc.areas).map(([name, { layers }]) => [name, { layers: layers.filter((l) => l.type !== 'image' || l.design === UPLOADED_DESIGN) }]),
    ),
  };
  for (const version of [doc, withoutAdded]) {
    try {
      localStorage.setItem(templateKey(template.id), JSON.stringify(version));
      return;
    } catch {
      // too large for the quota, or storage refused: try the smaller one
    }
  }
  try {
    localStorage.removeItem(templateKey(template.id));
  } catch {
    // storage turned off
  }
}
