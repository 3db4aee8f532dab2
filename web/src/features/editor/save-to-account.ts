import type { MockupDocument } from '../../../../core/src/editor/document';
import type { Placement } from '../../../../core/src/render/types';
import type { Design } from '../upload/prepare-design';
import { postForm } from './account-designs';
import { toStoredDocument } from './document-transport';

/**
 * For a signed-in user, keeps the design, its added images and the downloaded mockup in their dashboard (and counts
 * the export). The layered document goes with it, so the dashboard's Open brings back every layer.
 */
export async function saveMockupToAccount(design: Design, templateId: string, doc: MockupDocument, uploadedPlacement: Placement, png: Blob): Promise<void> {
  const { designId, document } = await toStoredDocument(doc, design);
  const form = new FormData();
  form.set('file', png, 'mockup.png');
  form.set('templateId', templateId);
  form.set('color', doc.color.toLowerCase());
  form.set('placement', JSON.stringify(uploadedPlacement));
  form.set('designId', designId);
  form.set('document', JSON.stringify(document));
  await postForm('/api/mockups', form);
}
