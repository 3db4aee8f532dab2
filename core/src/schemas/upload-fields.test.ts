import { describe, expect, it } from 'vitest';
import { STORED_DOCUMENT_LIMITS } from '../editor/stored-document';
import { allTemplates } from '../templates/assets';
import { designFieldsSchema, mockupFieldsSchema, nameFromFileName } from './upload-fields';

const templateId = allTemplates()[0]!.id;
const valid = { templateId, color: '#1e3a8a', placement: '{"x":50,"y":40,"size":1,"rotation":0}' };
const problem = (fields: Record<string, unknown>) => {
  const result = mockupFieldsSchema.safeParse(fields);
  return result.success ? undefined : `${result.error.issues[0]!.path.join('.')}: ${result.error.issues[0]!.message}`;
};

describe('mockupFieldsSchema', () => {
  it('reads a template from the library, a colour and the placement JSON', () => {
    expect(mockupFieldsSchema.parse({ ...valid, designId: '' })).toEqual({
      templateId,
      color: '#1e3a8a',
      placement: { x: 50, y: 40, size: 1, rotation: 0 },
    });
  });

  it('refuses template ids that are not in the library, paths included', () => {
    for (const id of ['unknown', '../../etc/passwd', 'apps-1\u0000', '']) expect(problem({ ...valid, templateId: id })).toMatch(/^templateId: /);
    expect(problem({ ...valid, templateId: 'unknown' })).toBe('templateId: is not a template in our library');
  });

  it('refuses a blank, padded or NUL design id', () => {
    for (const designId of [' ', ' abc', 'a\u0000b', '../x']) expect(problem({ ...valid, designId })).toMatch(/^designId: /);
  });

  it('refuses placements that are not JSON, not finite or out of range', () => {
    for (const placement of ['{', '{"x": NaN}', '{"x":1e999,"y":1,"size":1,"rotation":0}', '{"x":101,"y":1,"size":1,"rotation":0}', '[]', 'null']) {
      expect(problem({ ...valid, placement }), placement).toMatch(/^placement/);
    }
  });
});

describe('mockupFieldsSchema: the layered document beside the file', () => {
  const document = {
    version: 2,
    color: '#1e3a8a',
    areas: { front: { layers: [{ type: 'image', design: 'design:d-1', placement: { x: 50, y: 40, size: 1, rotation: 0 } }, { type: 'text', text: 'EST. 2024', placement: { x: 50, y: 85, size: 1, rotation: 0 } }] } },
  };

  it('reads it as JSON; a form from before layers has none', () => {
    expect(mockupFieldsSchema.parse({ ...valid, document: JSON.stringify(document) }).document).toEqual(document);
    expect(mockupFieldsSchema.parse(valid).document).toBeUndefined();
  });

  it('refuses one that is not JSON, not version 2, carries pixels, or is longer than the limit', () => {
    const image = (design: string) => ({ ...document, areas: { front: { layers: [{ type: 'image', design, placement: { x: 50, y: 40, size: 1, rotation: 0 } }] } } });
    for (const text of ['{', JSON.stringify({ placement: { x: 1, y: 1, size: 1, rotation: 0 }, color: '#ffffff' }), JSON.stringify(image('data:image/png;base64,iVBORw0KGgo='))]) {
      expect(problem({ ...valid, document: text }), text).toMatch(/^document/);
    }
    const padded = JSON.stringify(document).replace('{', `{${' '.repeat(STORED_DOCUMENT_LIMITS.maxBytes)}`);
    expect(problem({ ...valid, document: padded })).toMatch(/^document: must be at most 65536 characters/);
  });
});

describe('design upload fields', () => {
  it('takes a trimmed name and refuses control characters in it', () => {
    expect(designFieldsSchema.parse({ name: ' Logo ' })).toEqual({ name: 'Logo' });
    expect(designFieldsSchema.parse({})).toEqual({});
    expect(designFieldsSchema.safeParse({ name: 'Lo\u0000go' }).success).toBe(false);
  });

  it("names a design after its file, without extension or control characters", () => {
    expect(nameFromFileName('sunset-logo.png')).toBe('sunset-logo');
    expect(nameFromFileName('a\u0000b\u001b.svg')).toBe('ab');
    expect(nameFromFileName('.png')).toBe('Design');
    expect(nameFromFileName('x'.repeat(300))).toHaveLength(120);
  });
});
