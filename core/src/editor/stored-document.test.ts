import { describe, expect, it } from 'vitest';
import { DOCUMENT_VERSION, type MockupDocument } from './document';
import { designIdOf, designRef, mapImageDesigns, referencedDesignIds, savedDocument, STORED_DOCUMENT_LIMITS, storedDocumentSchema } from './stored-document';

const place = (y: number) => ({ x: 50, y, size: 1, rotation: 0 });
const layered = {
  version: DOCUMENT_VERSION,
  color: '#1e3a8a',
  areas: {
    front: {
      layers: [
        { id: 'layer-1', type: 'image' as const, design: 'design:logo-1', placement: place(40) },
        { id: 'layer-2', type: 'text' as const, text: 'EST. 2024', font: 'montserrat' as const, color: '#ffffff', placement: place(80), arc: 20 },
        { id: 'layer-3', type: 'text' as const, text: 'Line two', placement: place(90), opacity: 0.5, locked: true },
      ],
    },
    back: { layers: [{ id: 'layer-4', type: 'image' as const, design: 'design:photo-2', placement: place(30), hidden: true }] },
  },
} satisfies MockupDocument;

describe('savedDocument: a saved mockup as a version-2 document', () => {
  it('migrates a mockup saved before layers (its design, placement and colour) to one image layer on the shown area', () => {
    const old = { document: null, designId: 'd-1', placement: { x: 31, y: 64, size: 1.4, rotation: -90 }, color: '#dc2626' };
    expect(savedDocument(old, 'front')).toEqual({
      version: DOCUMENT_VERSION,
      color: '#dc2626',
      areas: { front: { layers: [{ id: 'layer-1', type: 'image', design: 'design:d-1', placement: old.placement }] } },
    });
    // A book's picture shows its front cover: the old design goes there.
    expect(Object.keys(savedDocument(old, 'front cover')!.areas)).toEqual(['front cover']);
  });

  it('keeps a layered document layer for layer (order, text settings, opacity, lock, hide)', () => {
    expect(savedDocument({ document: layered, designId: 'logo-1', placement: place(40), color: '#1e3a8a' }, 'front')).toEqual(layered);
  });

  it('has nothing to open for an old mockup whose design was deleted, or an unreadable document', () => {
    expect(savedDocument({ document: null, designId: null, placement: place(50), color: '#ffffff' }, 'front')).toBeNull();
    expect(savedDocument({ document: { version: 7 }, designId: 'd-1', placement: place(50), color: '#ffffff' }, 'front')).toBeNull();
  });
});

describe('storedDocumentSchema', () => {
  it('accepts images as design references and text layers', () => {
    expect(storedDocumentSchema.parse(layered)).toEqual(layered);
  });

  it('refuses pixels in a stored document: data URLs and addresses are not references', () => {
    for (const design of ['data:image/png;base64,iVBORw0KGgo=', 'https://example.com/a.png', '/api/designs/x/file', 'upload', 'design:', 'design:../x']) {
      const doc = { ...layered, areas: { front: { layers: [{ type: 'image', design, placement: place(50) }] } } };
      expect(storedDocumentSchema.safeParse(doc).success, design).toBe(false);
    }
  });

  it('bounds the layers and the text', () => {
    const text = (n: number, length = 10) => Array.from({ length: n }, () => ({ type: 'text', text: '"'.repeat(length), placement: place(50) }));
    const areas = (n: number, perArea: number, length = 10) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`area-${i}`, { layers: text(perArea, length) }]));
    expect(storedDocumentSchema.safeParse({ ...layered, areas: areas(2, 20) }).success).toBe(true);
    expect(storedDocumentSchema.safeParse({ ...layered, areas: areas(1, 21) }).success).toBe(false); // 20 an area
    expect(storedDocumentSchema.safeParse({ ...layered, areas: areas(3, 14) }).success).toBe(false); // 40 in all
    expect(storedDocumentSchema.safeParse({ ...layered, areas: areas(1, 1, 501) }).success).toBe(false);
    // The largest document, every character escaped in its JSON, stays within the bytes the routes accept.
    const largest = { ...layered, areas: areas(2, 20, 500) };
    expect(storedDocumentSchema.safeParse(largest).success).toBe(true);
    expect(JSON.stringify(largest).length).toBeLessThan(STORED_DOCUMENT_LIMITS.maxBytes);
  });

  it('refuses a NUL or other control character in a text (PostgreSQL keeps no NUL in jsonb)', () => {
    const doc = (text: string) => ({ ...layered, areas: { front: { layers: [{ type: 'text', text, placement: place(50) }] } } });
    expect(storedDocumentSchema.safeParse(doc('EST.\u00002024')).success).toBe(false);
    expect(storedDocumentSchema.safeParse(doc('EST.\n2024')).success).toBe(true);
  });
});

describe('design references', () => {
  it('names each design once and maps them in order', async () => {
    expect(referencedDesignIds(layered)).toEqual(['logo-1', 'photo-2']);
    expect(designIdOf(designRef('abc_D-1'))).toBe('abc_D-1');
    expect(designIdOf('data:image/png;base64,')).toBeNull();
    const mapped = await mapImageDesigns(layered, (design) => `/files/${designIdOf(design)}`);
    expect(mapped.areas.front!.layers.map((l) => (l.type === 'image' ? l.design : l.text))).toEqual(['/files/logo-1', 'EST. 2024', 'Line two']);
    expect(mapped.areas.back!.layers[0]).toMatchObject({ design: '/files/photo-2', hidden: true });
  });
});
