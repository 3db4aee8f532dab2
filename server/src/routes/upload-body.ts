import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_UPLOAD_BYTES } from '../../../core/src/upload/upload-rules';
import type { AppEnv } from '../http/app-env';
import { badRequest } from '../http/errors';
import { checkUploadedImage, tooLarge, type CheckedImage } from '../images/read-image';

/** Room for a 10 MB file plus the multipart envelope and form fields. */
export const uploadBodyLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 256 * 1024,
  onError: (c) => c.json({ error: tooLarge().message }, 413),
});

const noFile = () => badRequest('Send the image as multipart/form-data with a "file" field.');

/** Reads a multipart form with a `file` field and checks the file's bytes (fully decoded, off the event loop). */
export async function readUpload<E extends AppEnv>(c: Context<E>): Promise<{ image: CheckedImage; fields: Record<string, string>; fileName: string }> {
  const form = await c.req.parseBody().catch(() => {
    throw noFile();
  });
  const file = form.file;
  if (!(file instanceof File)) throw noFile();
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  const image = await checkUploadedImage(c.var.work, new Uint8Array(await file.arrayBuffer()));
  const fields = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { image, fields, fileName: file.name };
}
