import { describe, expect, it } from 'vitest';
import { singleDesignDocument, type MockupDocument } from './document';
import { applyDocumentCommand, createDocumentHistory, type DocumentCommand, type DocumentHistory } from './document-history';

const P = { x: 50, y: 50, size: 1, rotation: 0 };
const start = () => createDocumentHistory(singleDesignDocument('front', 'logo', P));
const run = (h: DocumentHistory, ...commands: DocumentCommand[]) => commands.reduce(applyDocumentCommand, h);
const ids = (doc: MockupDocument, area = 'front') => doc.areas[area]?.layers.map((l) => l.id);

describe('layered document commands', () => {
  it('adds layers on top (or at an index) with fresh ids, reorders and removes them', () => {
    let h = run(
      start(),
      { type: 'addLayer', area: 'front', layer: { type: 'text', text: 'EST. 2024', placement: { ...P, y: 80 } } },
      { type: 'addLayer', area: 'front', layer: { type: 'image', design: 'badge', placement: P }, index: 0 },
      { type: 'addLayer', area: 'back', layer: { type: 'image', design: 'logo', placement: P } },
    );
    expect(ids(h.present)).toEqual(['layer-3', 'layer-1', 'layer-2']);
    expect(ids(h.present, 'back')).toEqual(['layer-4']);
    h = run(h, { type: 'moveLayer', area: 'front', id: 'layer-3', to: 99 });
    expect(ids(h.present)).toEqual(['layer-1', 'layer-2', 'layer-3']);
    h = run(h, { type: 'removeLayer', area: 'front', id: 'layer-2' });
    expect(ids(h.present)).toEqual(['layer-1', 'layer-3']);
  });

  it('applies the spec’s controls to one layer within the sliders’ bounds, and not to a locked one', () => {
    let h = run(start(), { type: 'layer', area: 'front', id: 'layer-1', command: { type: 'place', placement: { x: 140, size: 9 } } });
    expect(h.present.areas.front!.layers[0]!.placement).toEqual({ x: 100, y: 50, size: 2, rotation: 0 });
    h = run(h, { type: 'updateLayer', area: 'front', id: 'layer-1', patch: { locked: true } });
    const locked = run(h, { type: 'layer', area: 'front', id: 'layer-1', command: { type: 'reset' } }, { type: 'updateLayer', area: 'front', id: 'layer-1', patch: { opacity: 0.2 } });
    expect(locked.present).toBe(h.present);
    h = run(h, { type: 'updateLayer', area: 'front', id: 'layer-1', patch: { locked: false, hidden: true } });
    expect(h.present.areas.front!.layers[0]).toMatchObject({ locked: false, hidden: true });
  });

  it('undoes a multi-layer change as one step, and redoes it', () => {
    let h = run(start(), { type: 'addLayer', area: 'front', layer: { type: 'text', text: 'EST. 2024', placement: P } });
    const before = h.present;
    h = run(h, {
      type: 'batch',
      edits: [
        { type: 'layer', area: 'front', id: 'layer-1', command: { type: 'place', placement: { x: 30 } } },
        { type: 'layer', area: 'front', id: 'layer-2', command: { type: 'place', placement: { x: 30 } } },
        { type: 'updateLayer', area: 'front', id: 'layer-2', patch: { color: '#dc2626' } },
      ],
    });
    expect(h.present.areas.front!.layers.map((l) => l.placement.x)).toEqual([30, 30]);
    const after = h.present;
    h = run(h, { type: 'undo' });
    expect(h.present).toBe(before);
    h = run(h, { type: 'redo' });
    expect(h.present).toBe(after);
  });

  it('makes one drag of one layer one step, and a no-op no step', () => {
    let h = start();
    for (let x = 51; x <= 70; x++) h = run(h, { type: 'layer', area: 'front', id: 'layer-1', command: { type: 'place', placement: { x } }, gesture: 'drag' });
    h = run(h, { type: 'endGesture' });
    expect(h.past).toHaveLength(1);
    const same = run(h, { type: 'layer', area: 'front', id: 'layer-1', command: { type: 'place', placement: { x: 70 } } }, { type: 'color', color: '#FFFFFF' });
    expect(same).toBe(h);
    expect(run(h, { type: 'undo' }).present.areas.front!.layers[0]!.placement.x).toBe(50);
  });
});
