import type { RenderRequest } from '../../../core/src/render/request';
import { templateAsset } from '../../../core/src/templates/assets';
import { badRequest, notFound } from '../http/errors';
import { toRasterBytes } from '../images/read-image';
import type { WorkPool } from '../work/pool';

/** An SVG design is rasterised this large before it is sampled (the render samples at most 2048 px). */
const SVG_DESIGN_SIDE = 2048;
/** A render that takes longer than this is stopped (a 4096² render takes well under a second). */
const RENDER_TIME_LIMIT_MS = 20_000;

/** The bytes of a `data:` URL, base64 or %-encoded. */
export function dataUrlBytes(dataUrl: string): Uint8Array {
  const match = /^data:[^,]*?(;base64)?,/.exec(dataUrl);
  if (!match) throw badRequest('design must be a data URL (data:image/…;base64,…)');
  const payload = dataUrl.slice(match[0].length);
  if (match[1]) return Buffer.from(payload, 'base64');
  try {
    return Buffer.from(decodeURIComponent(payload));
  } catch {
    throw badRequest('The design data URL contains a malformed %-escape.');
  }
}

/** Renders a mockup PNG (square, `width` px) on the work pool. */
export async function renderPng(work: WorkPool, request: RenderRequest): Promise<Uint8Array> {
  if (!templateAsset(request.templateId)) throw notFound(`No template with id '${request.templateId}'.`);
  const design = await toRasterBytes(work, dataUrlBytes(request.design), SVG_DESIGN_SIDE);
  return work.run(
    'renderMockupPng',
    { templateId: request.templateId, design: design.bytes, placement: request.placement, color: request.color, width: request.width },
    { timeoutMs: RENDER_TIME_LIMIT_MS },
  );
}
