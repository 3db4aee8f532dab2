import { z } from 'zod';
import { STORED_DOCUMENT_LIMITS, storedDocumentSchema } from '../editor/stored-document';
import { isOwnTemplateId } from '../own-photo/own-template';
import { colourSchema, placementSchema } from '../render/request';
import { templateAsset } from '../templates/assets';
import { idText, safeText } from './text';

/** A template id that names a template in the library (core/src/templates), never a path or a guess. */
export const libraryTemplateId = idText(80).refine((id) => templateAsset(id) !== undefined, 'is not a template in our library');

/** A library template's id, or one shaped like an own template's (the server checks the asker may use it). */
export const templateIdField = idText(80).refine((id) => templateAsset(id) !== undefined || isOwnTemplateId(id), 'is not a template in our library');

/** A form field holding JSON of at most `max` characters, checked by `schema` once parsed. */
const jsonField = <S extends z.ZodType>(max: number, example: string, schema: S) =>
  safeText()
    .max(max, `must be at most ${max} characters`)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be JSON like ${example}` });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** The placement as the multipart form carries it: a JSON string of the editor's four numbers. */
const placementJson = jsonField(500, '{"x":50,"y":40,"size":1,"rotation":0}', placementSchema);

/**
 * POST /api/mockups: the editor's form fields beside the rendered file. Checked before the image is decoded, so a
 * bad form costs nothing. An empty `designId` means "no design"; a blank or malformed one is refused.
 */
export const mockupFieldsSchema = z.object({
  templateId: templateIdField,
  designId: z.preprocess((value) => (value === '' ? undefined : value), idText(100).optional()),
  color: colourSchema,
  placement: placementJson,
  /** The layered document (version 2, images as `design:<id>`); left out by clients from before layers. */
  document: jsonField(STORED_DOCUMENT_LIMITS.maxBytes, '{"version":2,"color":"#ffffff","areas":{…}}', storedDocumentSchema).optional(),
});

export type MockupFields = z.output<typeof mockupFieldsSchema>;

/** POST /api/designs: an optional name beside the file (the file's own name is used when it is blank). */
export const designFieldsSchema = z.object({
  name: safeText().trim().max(120, 'must be at most 120 characters').optional(),
});

/** A design's name from its file's name: no extension, no control characters, at most 120 characters. */
export const nameFromFileName = (fileName: string) =>
  fileName
    // eslint-disable-next-line no-control-regex -- a browser sends the name as it is on disk
    .replace(/[\u0000-\u001F\u007F]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 120) || 'Design';
