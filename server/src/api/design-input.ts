import { MAX_UPLOAD_BYTES } from '../../../core/src/upload/upload-rules';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError, badRequest } from '../http/app-error';
import { findDesign } from '../services/designs';
import { dataUrlBytes } from '../services/render';
import type { FileStorage } from '../services/storage';
import { safeRequest } from './safe-fetch';

export interface DesignInput {
  design?: string | undefined;
  designId?: string | undefined;
}

/**
 * The bytes of an API request's design: a data URL, the user's uploaded design, or (only with
 * ALLOW_REMOTE_DESIGNS=on) an https URL on a public address. The bytes are checked by the render, never trusted here.
 */
export async function designBytes(
  deps: { db: Db; storage: FileStorage; config: Config },
  userId: string,
  input: DesignInput,
): Promise<Uint8Array> {
  if (input.designId) {
    const row = await findDesign(deps.db, userId, input.designId);
    const bytes = row && (await deps.storage.get(row.fileKey));
    if (!bytes) throw new AppError(404, `No design with id '${input.designId}' in your account.`);
    return bytes;
  }
  const design = input.design ?? '';
  if (design.startsWith('data:')) return dataUrlBytes(design);
  if (!/^https:\/\//i.test(design)) throw badRequest('design must be a data URL (data:image/…;base64,…) or an https URL.');
  if (!deps.config.allowRemoteDesigns) {
    throw badRequest('This server does not fetch designs from URLs (ALLOW_REMOTE_DESIGNS is off). Send the design as a data URL or upload it and use designId.');
  }
  const response = await safeRequest({
    url: design,
    method: 'GET',
    timeoutMs: 15_000,
    maxBytes: MAX_UPLOAD_BYTES,
    allowPrivate: deps.config.allowPrivateAddresses,
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    throw badRequest(`The design could not be fetched from ${new URL(design).host}: ${error instanceof Error ? error.message : String(error)}.`);
  });
  if (response.status !== 200) throw badRequest(`Fetching the design answered ${response.status}${response.status >= 300 && response.status < 400 ? ' (redirects are not followed)' : ''}.`);
  return new Uint8Array(response.body);
}
