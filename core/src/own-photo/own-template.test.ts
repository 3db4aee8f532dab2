import { describe, expect, it } from 'vitest';
import { ownTemplateFieldsSchema } from './own-template';

const fields = (type: string) => ({
  name: 'My tee',
  type,
  area: { kind: 'flat', corners: [[0.2, 0.2], [0.8, 0.2], [0.8, 0.8], [0.2, 0.8]] },
  printAspect: 1,
});

describe('ownTemplateFieldsSchema type', () => {
  it('accepts a mockup type of the presets', () => {
    expect(ownTemplateFieldsSchema.safeParse(fields('t-shirt')).success).toBe(true);
  });

  it("refuses the names of Object's own properties (`in` found them on the presets' prototype)", () => {
    for (const type of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const result = ownTemplateFieldsSchema.safeParse(fields(type));
      expect(result.success, type).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('is not a mockup type');
    }
  });
});
