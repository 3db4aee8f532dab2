/**
 * The layered editor's commands over a MockupDocument (document.ts), with undo/redo from undo-history.ts. The spec's
 * controls act on one layer through `layer` (the same placement rules as the single-design editor); `batch` makes
 * several edits — aligning three layers, deleting a selection — one undo step.
 */
import type { Placement } from '../render/types';
import { DOCUMENT_VERSION, MAX_LAYERS_PER_AREA, type DocLayer, type Layer, type MockupDocument } from './document';
import { nextPlacement, type PlacementCommand } from './editor-history';
import { applyHistoryCommand, createUndoHistory, isHistoryCommand, recordChange, type HistoryCommand, type UndoHistory } from './undo-history';

export type DocumentHistory = UndoHistory<MockupDocument>;

/** What a layer's settings may change to (not its kind or id; placement through `layer`). */
export type LayerPatch = Partial<Omit<Extract<Layer, { type: 'text' }>, 'type' | 'id' | 'placement'>> &
  Partial<Omit<Extract<Layer, { type: 'image' }>, 'type' | 'id' | 'placement'>>;

export type DocumentEdit =
  | { type: 'addLayer'; area: string; layer: Layer; /** Position from the bottom; default on top. */ index?: number }
  | { type: 'removeLayer'; area: string; id: string }
  | { type: 'moveLayer'; area: string; id: string; /** New position from the bottom (clamped). */ to: number }
  | { type: 'layer'; area: string; id: string; command: PlacementCommand }
  | { type: 'updateLayer'; area: string; id: string; patch: LayerPatch }
  | { type: 'color'; color: string };

export type DocumentCommand = (DocumentEdit & { gesture?: string }) | { type: 'batch'; edits: DocumentEdit[] } | HistoryCommand;

export const createDocumentHistory = (doc: MockupDocument): DocumentHistory => createUndoHistory(doc);

/** The settings a locked layer still lets change. */
const UNLOCKED_KEYS = new Set(['locked', 'hidden']);

function withLayers(doc: MockupDocument, area: string, change: (layers: DocLayer[]) => DocLayer[]): MockupDocument {
  const before = doc.areas[area]?.layers ?? [];
  const after = change(before);
  return after === before ? doc : { ...doc, areas: { ...doc.areas, [area]: { layers: after } } };
}

function freshId(doc: MockupDocument): string {
  const used = new Set(Object.values(doc.areas).flatMap((a) => a.layers.map((l) => l.id)));
  let n = used.size + 1;
  while (used.has(`layer-${n}`)) n++;
  return `layer-${n}`;
}

function mapLayer(layers: DocLayer[], id: string, change: (layer: DocLayer) => DocLayer): DocLayer[] {
  const at = layers.findIndex((l) => l.id === id);
  if (at < 0) return layers;
  const next = change(layers[at]!);
  return next === layers[at] ? layers : layers.with(at, next);
}

export function applyEdit(doc: MockupDocument, edit: DocumentEdit): MockupDocument {
  switch (edit.type) {
    case 'color':
      return edit.color === doc.color ? doc : { ...doc, color: edit.color };
    case 'addLayer':
      return withLayers(doc, edit.area, (layers) => {
        if (layers.length >= MAX_LAYERS_PER_AREA) return layers;
        const layer = { ...edit.layer, id: edit.layer.id && !Object.values(doc.areas).some((a) => a.layers.some((l) => l.id === edit.layer.id)) ? edit.layer.id : freshId(doc) };
        const at = Math.max(0, Math.min(layers.length, edit.index ?? layers.length));
        return layers.toSpliced(at, 0, layer);
      });
    case 'removeLayer':
      return withLayers(doc, edit.area, (layers) => (layers.some((l) => l.id === edit.id) ? layers.filter((l) => l.id !== edit.id) : layers));
    case 'moveLayer':
      return withLayers(doc, edit.area, (layers) => {
        const from = layers.findIndex((l) => l.id === edit.id);
        const to = Math.max(0, Math.min(layers.length - 1, Math.round(edit.to)));
        if (from < 0 || from === to) return layers;
        return layers.toSpliced(from, 1).toSpliced(to, 0, layers[from]!);
      });
    case 'layer':
      return withLayers(doc, edit.area, (layers) =>
        mapLayer(layers, edit.id, (layer) => {
          if (layer.locked) return layer;
          const placement = nextPlacement(layer.placement, edit.command);
          return samePlacement(placement, layer.placement) ? layer : { ...layer, placement };
        }),
      );
    case 'updateLayer':
      return withLayers(doc, edit.area, (layers) =>
        mapLayer(layers, edit.id, (layer) => {
          const keys = Object.keys(edit.patch) as (keyof LayerPatch)[];
          if (layer.locked && keys.some((k) => !UNLOCKED_KEYS.has(k))) return layer;
          if (keys.every((k) => (layer as Record<string, unknown>)[k] === edit.patch[k])) return layer;
          return { ...layer, ...edit.patch } as DocLayer;
        }),
      );
  }
}

const samePlacement = (a: Placement, b: Placement) => a.x === b.x && a.y === b.y && a.size === b.size && a.rotation === b.rotation;

export function applyDocumentCommand(history: DocumentHistory, command: DocumentCommand): DocumentHistory {
  if (isHistoryCommand(command)) return applyHistoryCommand(history, command);
  if (command.type === 'batch') return recordChange(history, command.edits.reduce(applyEdit, history.present), null, Object.is);
  // Edits return the same object when nothing changed, so identity says "no step".
  return recordChange(history, applyEdit(history.present, command), command.gesture ?? null, Object.is);
}

export const emptyDocument = (color = '#FFFFFF'): MockupDocument => ({ version: DOCUMENT_VERSION, color, areas: {} });
