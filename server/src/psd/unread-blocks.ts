/**
 * The tagged blocks of each layer that ag-psd has no reader for (it skips them without a word), by ag-psd's layer
 * objects: the keys of each layer record (layer-record-keys.ts) matched to the layers by record order, which ag-psd
 * keeps — a group's records are its closing divider, its children, then the group itself, bottom to top.
 */
import type { Layer, Psd } from 'ag-psd';
import { infoHandlersMap } from 'ag-psd/dist/additionalInfo';
import { layerRecordKeys } from './layer-record-keys';

/** Blocks ag-psd does not read that change nothing drawn: merged-transparency flags, export and provenance data. */
const HARMLESS = new Set(['Mtrn', 'Mt16', 'Mt32', 'Alph', 'extd', 'extn', 'CAI ', 'GenI', 'anFX', 'ffxi', 'shpa', 'patt', 'FELS']);

/** ag-psd's layers in file record order, undefined standing for each group's closing divider. */
function inRecordOrder(layers: readonly Layer[] | undefined, out: (Layer | undefined)[] = []): (Layer | undefined)[] {
  for (const layer of layers ?? []) {
    if (layer.children) {
      out.push(undefined);
      inRecordOrder(layer.children, out);
    }
    out.push(layer);
  }
  return out;
}

/** Each layer's unread block keys, given the records' keys (empty when records and layers do not match up). */
export function unreadByLayer(psd: Psd, records: readonly (readonly string[])[] | undefined, known: (key: string) => boolean = (key) => key in infoHandlersMap): Map<Layer, string[]> {
  const unread = new Map<Layer, string[]>();
  const layers = inRecordOrder(psd.children);
  if (!records || records.length !== layers.length) return unread;
  layers.forEach((layer, i) => {
    const keys = records[i]!.filter((key) => !known(key) && !HARMLESS.has(key));
    if (layer && keys.length > 0) unread.set(layer, [...new Set(keys)]);
  });
  return unread;
}

export const unreadBlocks = (psd: Psd, bytes: Uint8Array) => unreadByLayer(psd, layerRecordKeys(bytes));
