import { psdAreaLayers, unknownPsdAreas, unknownPsdAreasMessage } from '../../../core/src/api/psd-areas';
import type { V1Layer, V1PrintFileRequest, V1RenderRequest } from '../../../core/src/api/v1-schemas';
import { templateAsset } from '../../../core/src/templates/assets';
import { templatePrintAreas } from '../../../core/src/templates/print-areas';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../http/app-error';
import { templateForRender } from '../services/own-templates';
import { ownedPsdTemplate, psdTemplateAreas, renderPsdTemplatePng } from '../services/psd-templates';
import { printFileSize, rasterDesign, renderLayeredOnPool, renderMockupOnPool, renderPrintFileOnPool } from '../services/render';
import type { FileStorage } from '../services/storage';
import type { WorkPool } from '../work/pool';
import { designBytes } from './design-input';
import { layerTaskInputs, shownAreaLayers } from './layer-input';

interface Deps {
  db: Db;
  storage: FileStorage;
  config: Config;
  work: WorkPool;
}

/**
 * POST /api/v1/renders: a PSD template of the key's account renders through its layer stack (PNG), one design in
 * every smart object or the layers `areas` names for each; a library template or an own template of the account
 * renders one design as before, or the layers of each area its picture shows (a book's front cover and spine). A
 * single design in JPEG or WebP goes through the layered path as its one image layer (same pixels).
 */
export async function renderV1Request(
  deps: Deps,
  userId: string,
  request: V1RenderRequest,
  watermark: boolean,
): Promise<{ image: Uint8Array; encoding: 'png' | 'jpeg' | 'webp' }> {
  const { templateId, color, width, quality } = request;
  const encoding = request.format === 'json' ? 'png' : request.format;
  const psd = userId ? await ownedPsdTemplate(deps.db, templateId, userId) : undefined;
  const own = psd
    ? undefined
    : await templateForRender(deps, templateId, userId, () => notFound(`No template with id '${templateId}'. GET /api/v1/templates lists them.`));
  type Layers = Parameters<typeof renderLayeredOnPool>[2]['layers'];
  const layered = (layers: Layers, otherAreas?: Layers[]) =>
    renderLayeredOnPool(deps.work, deps.config, { templateId, layers, otherAreas, color, width, own, format: encoding, quality, watermark });

  if (encoding !== 'png' && psd) throw badRequest('format: a PSD template renders PNG only.');
  if (request.areas && psd) {
    // Smart objects by their layer names, each name checked before any image is read.
    const names = (await psdTemplateAreas(deps.storage, psd)).map((a) => a.name);
    const unknown = unknownPsdAreas(names, request.areas);
    if (unknown.length) throw badRequest(unknownPsdAreasMessage(names, unknown));
    // A repeated name's layers are read once for all its smart objects.
    const read = new Map<V1Layer[], Layers>();
    const areaLayers: (Layers | undefined)[] = [];
    for (const layers of psdAreaLayers(names, request.areas)) {
      if (layers && !read.has(layers)) read.set(layers, await layerTaskInputs(deps, userId, layers));
      areaLayers.push(layers && read.get(layers));
    }
    const image = await renderPsdTemplatePng({ storage: deps.storage, work: deps.work }, psd, { width, areaLayers, colour: color, watermark });
    return { image, encoding };
  }
  if (request.areas) {
    const names = own ? [] : (templatePrintAreas(templateId) ?? []).map((a) => a.name);
    const otherNames = own ? [] : (templateAsset(templateId)?.areas ?? []).map((a) => a.name);
    const { first, others } = shownAreaLayers(names, otherNames, request.areas);
    const otherInputs: Layers[] = [];
    for (const area of others) otherInputs.push(await layerTaskInputs(deps, userId, area));
    return { image: await layered(await layerTaskInputs(deps, userId, first), otherInputs), encoding };
  }
  const design = await rasterDesign(deps.work, await designBytes(deps, userId, request));
  const placement = request.placement!; // the schema requires it without `areas`
  if (encoding !== 'png') {
    return { image: await layered([{ type: 'image', bytes: design, placement }]), encoding };
  }
  const image = psd
    ? await renderPsdTemplatePng({ storage: deps.storage, work: deps.work }, psd, { width, design: { bytes: design, placement }, colour: color, watermark })
    : await renderMockupOnPool(deps.work, deps.config, { templateId, design, placement, color, width, own, watermark });
  return { image, encoding };
}

/** POST /api/v1/print-files: the named area's layers alone at its real size and `dpi` (refused before any design is
 *  read when the file would be too large). */
export async function printFileRequest(deps: Deps, userId: string, request: V1PrintFileRequest): Promise<Uint8Array> {
  const { templateId, dpi } = request;
  const areas = templatePrintAreas(templateId);
  if (!areas) throw notFound(`No template with id '${templateId}'. GET /api/v1/templates lists them.`);
  const area = areas.find((a) => a.name === request.area);
  if (!area) throw badRequest(`area: template '${templateId}' has the print areas ${areas.map((a) => `'${a.name}'`).join(', ')}.`);
  printFileSize(area, dpi);
  return renderPrintFileOnPool(deps.work, area, dpi, await layerTaskInputs(deps, userId, request.layers));
}
