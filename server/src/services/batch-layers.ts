import { batchPsdAreaLayers } from '../../../core/src/api/psd-areas';
import { batchAreaFor, type BatchAreas, type StoredBatchAreas } from '../../../core/src/editor/batch-layers';
import { templateAsset } from '../../../core/src/templates/assets';
import { shownAreaName } from '../../../core/src/templates/print-areas';
import { badRequest } from '../http/app-error';
import { checkUploadedImage } from '../images/read-image';
import type { WorkPool } from '../work/pool';
import type { LayerTaskInput } from './layers-task';
import { dataUrlBytes } from './render';
import type { FileStorage } from './storage';

/**
 * Keeps a layered batch's images in its folder (checked and rasterised once, like a single design) and returns the
 * areas with each image as its storage key, for the batch's row; a resumed batch reads them from there.
 */
export async function storeBatchLayers(
  deps: { storage: FileStorage; work: WorkPool },
  folder: string,
  areas: BatchAreas,
  /** An image layer's bytes (the API also takes uploaded designs' ids and https URLs); the site sends data URLs. */
  imageBytes: (design: string) => Promise<Uint8Array> | Uint8Array = dataUrlBytes,
): Promise<StoredBatchAreas> {
  const stored: StoredBatchAreas = {};
  let n = 0;
  // One at a time: each image may be 10 MB, and SVGs are rasterised in the sandbox.
  for (const [name, area] of Object.entries(areas)) {
    const layers: StoredBatchAreas[string]['layers'] = [];
    for (const layer of area.layers) {
      if (layer.type === 'text') {
        layers.push(layer);
        continue;
      }
      const checked = await checkUploadedImage(deps.work, await imageBytes(layer.design));
      const key = `${folder}/layer-${n++}`;
      await deps.storage.put(key, checked.bytes);
      layers.push({ ...layer, design: key });
    }
    stored[name] = { layers };
  }
  return stored;
}

/** Reads each stored image once per run of the batch. */
export type BatchImageReader = (key: string) => Promise<Uint8Array>;

export function batchImageReader(storage: FileStorage): BatchImageReader {
  const read = new Map<string, Promise<Uint8Array>>();
  return (key) => {
    let bytes = read.get(key);
    if (!bytes) {
      bytes = storage.get(key).then((found) => {
        if (!found) throw badRequest('An image of this batch is missing; please start it again.');
        return new Uint8Array(found);
      });
      read.set(key, bytes);
    }
    return bytes;
  };
}

/** What one template of the batch draws: the layers of the area its picture shows first (or the request's first
 *  area), and those of each further area it shows that the request names (a book's spine); images as (copies of)
 *  their raster bytes for the render thread. */
export async function batchItemLayers(
  areas: StoredBatchAreas,
  templateId: string,
  read: BatchImageReader,
): Promise<{ layers: LayerTaskInput[]; otherAreas: LayerTaskInput[][] }> {
  const inputsOf = (layers: StoredBatchAreas[string]['layers']) => storedLayerInputs(layers, read);
  const otherAreas: LayerTaskInput[][] = [];
  for (const area of templateAsset(templateId)?.areas ?? []) otherAreas.push(await inputsOf(areas[area.name]?.layers ?? []));
  return { layers: await inputsOf(batchAreaFor(areas, shownAreaName(templateId))), otherAreas };
}

/** A stored area's layers as a render thread takes them. */
async function storedLayerInputs(layers: StoredBatchAreas[string]['layers'], read: BatchImageReader): Promise<LayerTaskInput[]> {
  const inputs: LayerTaskInput[] = [];
  for (const layer of layers) {
    if (layer.type === 'text') inputs.push(layer);
    else inputs.push({ type: 'image', bytes: new Uint8Array(await read(layer.design)), placement: layer.placement, opacity: layer.opacity, hidden: layer.hidden });
  }
  return inputs;
}

/** What a Photoshop template of the batch draws: each smart object's layers (core/src/api/psd-areas.ts), in the
 *  template's order of its smart objects `names`. */
export async function batchPsdItemLayers(areas: StoredBatchAreas, names: readonly string[], read: BatchImageReader): Promise<(LayerTaskInput[] | undefined)[]> {
  const perArea: (LayerTaskInput[] | undefined)[] = [];
  for (const layers of batchPsdAreaLayers(names, areas)) perArea.push(layers && (await storedLayerInputs(layers, read)));
  return perArea;
}
