import { describe, expect, it } from 'vitest';
import { TEMPLATE_MANIFEST } from './manifest.generated';
import { templatePrintAreas } from './print-areas';

describe('templatePrintAreas', () => {
  it('gives every library template at least one named area whose size has the template’s print aspect', () => {
    for (const asset of TEMPLATE_MANIFEST) {
      const areas = templatePrintAreas(asset.id);
      expect(areas?.length, asset.id).toBeGreaterThan(0);
      const [first] = areas!;
      expect(first!.name).toMatch(/^[a-z][a-z ]*$/);
      // The photographic tees declare round sizes; the rest are measured on the same grid as the aspect.
      expect(Math.abs(first!.widthMm / first!.heightMm / asset.printAspect - 1), asset.id).toBeLessThan(0.02);
      // The further faces its picture shows follow, in their order, sized like their own aspect.
      for (const [k, area] of (asset.areas ?? []).entries()) {
        const listed = areas![areas!.length - (asset.areas!.length - k)]!;
        expect(listed.name, asset.id).toBe(area.name);
        expect(Math.abs(listed.widthMm / listed.heightMm / area.printAspect - 1), `${asset.id} ${area.name}`).toBeLessThan(0.02);
      }
    }
  });

  it('lists a book’s spine after its front cover, as thick as the book and as tall', () => {
    expect(templatePrintAreas('books-1')).toEqual([{ name: 'front cover', widthMm: 158, heightMm: 240 }, { name: 'spine', widthMm: 32, heightMm: 240 }]);
    expect(templatePrintAreas('books-4')?.map((a) => a.name)).toEqual(['front cover', 'spine']);
  });

  it('keeps the areas a template declares and names the others for what they print on', () => {
    expect(templatePrintAreas('t-shirts-7')).toEqual([{ name: 'left chest', widthMm: 90, heightMm: 90 }]);
    expect(templatePrintAreas('books-1')?.[0]).toMatchObject({ name: 'front cover', widthMm: 158, heightMm: 240 });
    expect(templatePrintAreas('hoodies-1')?.[0]?.name).toBe('front');
    expect(templatePrintAreas('nope-1')).toBeUndefined();
  });
});
