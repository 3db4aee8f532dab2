import type { Context } from 'hono';
import type { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../../core/src/upload/upload-rules';
import type { AppEnv } from '../http/app-env';
import { bodyLimit } from '../http/body-limit';
import { badRequest } from '../http/errors';
import { checkUploadedImage, tooLarge, type CheckedImage } from '../images/read-image';

/** Room for a 10 MB file plus the multipart envelope and form fields. */
export const uploadBodyLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 256 * 1024,
  onError: (c) => c.json({ error: tooLarge().message }, 413),
});

const noFile = () => badRequest('Send the image as multipart/form-data with a "file" field.');

/**
 * Reads a multipart form with a `file` field: the other fields are checked against `fieldsSchema` first (a bad
 * form costs no decode; zod's error answers 400), then the file's bytes are fully decoded off the event loop.
 */
export async function readUpload<E extends AppEnv, S extends z.ZodType>(
  c: Context<E>,
  fieldsSchema: S,
): Promise<{ image: CheckedImage; fields: z.output<S>; fileName: string }> {
  const form = await c.req.parseBody().catch(() => {
    throw noFile();
  });
  const file = form.file;
  if (!(file instanceof File)) throw noFile();
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  const texts = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const fields = fieldsSchema.parse(texts);
  const image = await checkUploadedImage(c.var.work, new Uint8Array(await file.arrayBuffer()));
  return { image, fields, fileName: file.name };
}
