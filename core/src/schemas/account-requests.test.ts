import { describe, expect, it } from 'vitest';
import { siteBatchRequestSchema } from '../editor/batch-layers';
import { brandColourRequestSchema } from './brand-colours';
import { sharedDocumentRequestSchema } from './shared-document';

const place = { x: 50, y: 40, size: 1, rotation: 0 };
const png = 'data:image/png;base64,iVBORw0KGgo=';

describe('brandColourRequestSchema', () => {
  it('takes one #RRGGBB colour and keeps it in lower case', () => {
    expect(brandColourRequestSchema.parse({ color: '#1E3A8A' })).toEqual({ color: '#1e3a8a' });
  });

  it('refuses anything else', () => {
    for (const color of ['1e3a8a', '#abc', '#1e3a8a00', 'red', '#GGGGGG', '', 12, null]) expect(brandColourRequestSchema.safeParse({ color }).success, String(color)).toBe(false);
  });
});

describe('sharedDocumentRequestSchema', () => {
  const document = { version: 2, color: '#ffffff', areas: { front: { layers: [{ type: 'image', design: 'design:d-1', placement: place }] } } };

  it('takes a library template, the opening design and a stored document', () => {
    expect(sharedDocumentRequestSchema.parse({ templateId: 't-shirts-1', designId: 'd-1', document }).document).toEqual(document);
  });

  it('refuses an unknown template, a path for an id, and a document with pixels', () => {
    expect(sharedDocumentRequestSchema.safeParse({ templateId: 'nope', designId: 'd-1', document }).success).toBe(false);
    expect(sharedDocumentRequestSchema.safeParse({ templateId: 't-shirts-1', designId: '../d', document }).success).toBe(false);
    const pixels = { ...document, areas: { front: { layers: [{ type: 'image', design: png, placement: place }] } } };
    expect(sharedDocumentRequestSchema.safeParse({ templateId: 't-shirts-1', designId: 'd-1', document: pixels }).success).toBe(false);
  });
});

describe('siteBatchRequestSchema', () => {
  const base = { colors: ['#ffffff'], templateIds: ['t-shirts-1'], width: 1200 };

  it('keeps the single-design form valid', () => {
    expect(siteBatchRequestSchema.parse({ ...base, design: png, placement: place })).toMatchObject({ design: png, placement: place });
  });

  it('takes areas of image and text layers instead', () => {
    const areas = { front: { layers: [{ type: 'image', design: png, placement: place }, { type: 'text', text: 'EST. 2024', placement: place }] } };
    expect(siteBatchRequestSchema.parse({ ...base, areas }).areas).toEqual(areas);
  });

  it('refuses both forms at once, neither, empty areas and images that are not data URLs', () => {
    const areas = { front: { layers: [{ type: 'text', text: 'A', placement: place }] } };
    const problem = (body: object) => {
      const result = siteBatchRequestSchema.safeParse(body);
      return result.success ? undefined : result.error.issues.map((issue) => issue.message).join('; ');
    };
    expect(problem({ ...base, design: png, placement: place, areas })).toMatch(/either/);
    expect(problem({ ...base })).toMatch(/either/);
    expect(problem({ ...base, design: png })).toMatch(/either/);
    expect(problem({ ...base, areas: {} })).toMatch(/1 to 12/);
    expect(problem({ ...base, areas: { front: { layers: [] } } })).toMatch(/at least one layer/);
    expect(problem({ ...base, areas: { front: { layers: [{ type: 'image', design: 'design:d-1', placement: place }] } } })).toBeDefined();
  });
});
