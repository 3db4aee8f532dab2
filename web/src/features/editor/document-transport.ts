import type { MockupDocument } from '../../../../core/src/editor/document';
import { designIdOf, designRef, mapImageDesigns } from '../../../../core/src/editor/stored-document';
import type { Design } from '../upload/prepare-design';
import { UPLOADED_DESIGN } from './editor-doc-store';
import { saveDesignToAccount, saveImageToAccount } from './account-designs';

/**
 * The editor's document as the server keeps it, and back. In the browser an image layer's `design` is the uploaded
 * design (`upload`), an added image's data URL, or the URL of a stored design; the server keeps `design:<id>` only,
 * so a saved mockup or a shared link carries references, never pixels.
 */

/** An account design's file, as the editor fetches it. */
export const accountDesignUrl = (id: string) => `/api/designs/${id}/file`;
/** A design a shared link names, readable by anyone holding the link. */
export const sharedDesignUrl = (linkId: string, designId: string) => `/api/shared-documents/${linkId}/designs/${designId}`;

const ACCOUNT_DESIGN_URL = /^\/api\/designs\/([A-Za-z0-9_-]+)\/file$/;

/** Stores what the account does not hold yet (the uploaded design, added images) and returns the document to send. */
export async function toStoredDocument(doc: MockupDocument, uploaded: Design): Promise<{ designId: string; document: MockupDocument }> {
  const designId = await saveDesignToAccount(uploaded);
  const document = await mapImageDesigns(doc, async (design) => {
    if (design === UPLOADED_DESIGN) return designRef(designId);
    if (designIdOf(design)) return design;
    const own = ACCOUNT_DESIGN_URL.exec(design)?.[1];
    return designRef(own ?? (await saveImageToAccount(design)));
  });
  return { designId, document };
}

/** A stored document as the editor opens it: `opensWith` becomes the uploaded design, other designs their URLs. */
export function fromStoredDocument(doc: MockupDocument, opensWith: string | null, urlOf: (designId: string) => string): Promise<MockupDocument> {
  return mapImageDesigns(doc, (design) => {
    const id = designIdOf(design);
    if (id === null) return design;
    return id === opensWith ? UPLOADED_DESIGN : urlOf(id);
  });
}
