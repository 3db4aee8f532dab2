import { describe, expect, it } from 'vitest';
import { DOCUMENT_VERSION, migrateDocument, mockupDocumentSchema, textStyle, type MockupDocument } from './document';

const logo = 'design:logo';

describe('migrateDocument', () => {
  it('opens a version-1 document (localStorage, shared link, saved mockup) as one image layer on the first area', () => {
    const v1 = { placement: { x: 31, y: 64, size: 1.4, rotation: -90 }, color: '#1e3a8a' };
    expect(migrateDocument(v1, 'front', logo)).toEqual({
      version: DOCUMENT_VERSION,
      color: '#1e3a8a',
      areas: { front: { layers: [{ id: 'layer-1', type: 'image', design: logo, placement: v1.placement }] } },
    });
    // As before, numbers come back inside the sliders' bounds.
    const wild = migrateDocument({ placement: { x: 120, y: -3, size: 0.04, rotation: 999 }, color: '#FFFFFF' }, 'front', logo);
    expect(wild?.areas.front?.layers[0]?.placement).toEqual({ x: 100, y: 0, size: 0.1, rotation: 360 });
  });

  it('keeps a version-2 document, giving layers without an id one that is not taken', () => {
    const doc = {
      version: 2,
      color: '#ffffff',
      areas: {
        front: { layers: [{ type: 'image', design: logo, placement: { x: 50, y: 40, size: 1, rotation: 0 } }, { id: 'layer-1', type: 'text', text: 'EST. 2024', placement: { x: 50, y: 80, size: 1, rotation: 0 }, arc: 30 }] },
        back: { layers: [{ type: 'image', design: logo, placement: { x: 50, y: 30, size: 1.5, rotation: 0 }, opacity: 0.5, locked: true }] },
      },
    };
    const migrated = migrateDocument(doc, 'front', 'unused') as MockupDocument;
    expect(migrated.areas.front!.layers.map((l) => l.id)).toEqual(['layer-2', 'layer-1']);
    expect(migrated.areas.back!.layers[0]).toMatchObject({ id: 'layer-3', opacity: 0.5, locked: true });
    expect(mockupDocumentSchema.safeParse(migrated).success).toBe(true);
    // Migrating twice changes nothing.
    expect(migrateDocument(migrated, 'front', 'unused')).toEqual(migrated);
  });

  it('refuses what is neither version', () => {
    const placement = { x: 50, y: 50, size: 1, rotation: 0 };
    for (const value of [
      null,
      42,
      { placement },
      { placement, color: 'red' },
      { version: 3, color: '#ffffff', areas: {} },
      { version: 2, color: '#ffffff', areas: { front: { layers: [{ type: 'video', placement }] } } },
      { version: 2, color: '#ffffff', areas: { front: { layers: [{ type: 'text', text: '', placement }] } } },
      { version: 2, color: '#ffffff', areas: { front: { layers: [{ type: 'image', design: logo, placement: { ...placement, size: 5 } }] } } },
    ]) {
      expect(migrateDocument(value, 'front', logo), JSON.stringify(value)).toBeNull();
    }
  });
});

describe('textStyle', () => {
  it('fills in the defaults', () => {
    expect(textStyle({ type: 'text', text: 'Hi', placement: { x: 50, y: 50, size: 1, rotation: 0 } })).toEqual({
      font: 'montserrat', color: '#111111', size: 0.12, letterSpacing: 0, align: 'center', arc: 0,
    });
  });
});
