import { z } from 'zod';
import { storedDocumentSchema } from '../editor/stored-document';
import { libraryTemplateId } from './upload-fields';
import { idText } from './text';

/** Shared editor links a user may keep (each a few KB at most). */
export const MAX_SHARED_DOCUMENTS = 500;

/**
 * POST /api/shared-documents: the editor's layered document for a library template, images as `design:<id>` of the
 * account, and the design the editor opens with (the uploaded design's layer).
 */
export const sharedDocumentRequestSchema = z.object({
  templateId: libraryTemplateId,
  designId: idText(100),
  document: storedDocumentSchema,
});

export type SharedDocumentRequest = z.infer<typeof sharedDocumentRequestSchema>;
