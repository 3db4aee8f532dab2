import { describe, expect, it } from 'vitest';
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
