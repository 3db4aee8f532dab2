import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { checkImage, MAX_UPLOAD_BYTES, UploadError, type CheckedImage } from '../services/image-upload';

/** Room for a 10 MB file plus the multipart envelope and form fields. */
export const uploadBodyLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 256 * 1024,
  onError: (c) => c.json({ error: 'File too large: Please upload an image smaller than 10MB' }, 413),
});

/** Reads a multipart form with a `file` field and checks the file's bytes. */
export async function readUpload(c: Context): Promise<{ image: CheckedImage; fields: Record<string, string>; fileName: string }> {
  const form = await c.req.parseBody().catch(() => {
    throw new UploadError('Send the image as multipart/form-data with a "file" field.');
  });
  const file = form.file;
  if (!(file instanceof File)) throw new UploadError('Send the image as multipart/form-data with a "file" field.');
  if (file.size > MAX_UPLOAD_BYTES) throw new UploadError('File too large: Please upload an image smaller than 10MB', 413);
  const image = await checkImage(Buffer.from(await file.arrayBuffer()));
  const fields = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { image, fields, fileName: file.name };
}

export const uploadErrorResponse = (c: Context, error: unknown) => {
  if (error instanceof UploadError) return c.json({ error: error.message }, error.status);
  throw error;
};
