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

/** GET /api/shared-links: one of the owner's live links, with the design it opens with while that is in the account. */
export interface SharedLinkSummary {
  id: string;
  templateId: string;
  createdAt: string;
  /** Times the link's document was read (each opening of the link). */
  openCount: number;
  design: { name: string; thumbnailUrl: string } | null;
}

/** What a revoked link answers (410), and what the editor shows when it meets one. */
export const REVOKED_SHARED_LINK = 'This shared link was removed by its owner.';
