import { beforeEach, describe, expect, it } from 'vitest';
import { documentIsUploadedDesignAlone, storedDocument, storeDocument, UPLOADED_DESIGN } from './editor-doc-store';

const TEE = { id: 't-shirts-1', category: 't-shirts' };
const OTHER_TEE = { id: 't-shirts-2', category: 't-shirts' };

describe('the editor’s stored document', () => {
  beforeEach(() => localStorage.clear());

  it('opens an old (version 1) entry as the uploaded design, the area’s one image layer', () => {
    localStorage.setItem('mockup-studio:editor:t-shirts-1', JSON.stringify({ placement: { x: 30, y: 50, size: 1.1, rotation: 90 }, color: '#1e3a8a' }));
    const doc = storedDocument(TEE, 'front');
    expect(doc.color).toBe('#1e3a8a');
    expect(doc.areas.front!.layers).toEqual([{ id: 'layer-1', type: 'image', design: UPLOADED_DESIGN, placement: { x: 30, y: 50, size: 1.1, rotation: 90 } }]);
  });

  it('keeps a layered document, and the next template of the category starts from the design’s placement', () => {
    const doc = storedDocument(TEE, 'front');
    const text = { id: 'layer-2', type: 'text' as const, text: 'EST. 2024', placement: { x: 50, y: 88, size: 1, rotation: 0 } };
    const moved = { ...doc, color: '#336699', areas: { front: { layers: [{ ...doc.areas.front!.layers[0]!, placement: { x: 40, y: 45, size: 0.8, rotation: 0 } }, text] } } };
    storeDocument(TEE, 'front', moved);
    expect(storedDocument(TEE, 'front')).toEqual(moved);
    const next = storedDocument(OTHER_TEE, 'front');
    expect(next.color).toBe('#336699');
    expect(next.areas.front!.layers.map((l) => [l.type, l.placement.x])).toEqual([['image', 40]]);
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('mockup-studio:editor:t-shirts-1', '{"version":2,"areas":');
    expect(storedDocument(TEE, 'front').areas.front!.layers).toHaveLength(1);
  });

  it('is the spec’s single-design mockup only while no other area shows anything', () => {
    const doc = storedDocument({ id: 'books-1', category: 'books' }, 'front cover');
    expect(documentIsUploadedDesignAlone(doc, 'front cover')).toBe(true);
    const spine = { id: 'layer-2', type: 'text' as const, text: 'NOVEL', placement: { x: 50, y: 50, size: 1, rotation: 90 } };
    const withSpine = { ...doc, areas: { ...doc.areas, spine: { layers: [spine] } } };
    expect(documentIsUploadedDesignAlone(withSpine, 'front cover')).toBe(false);
    const hiddenSpine = { ...doc, areas: { ...doc.areas, spine: { layers: [{ ...spine, hidden: true }] } } };
    expect(documentIsUploadedDesignAlone(hiddenSpine, 'front cover')).toBe(true);
  });
});
