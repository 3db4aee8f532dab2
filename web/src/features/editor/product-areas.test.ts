import { describe, expect, it } from 'vitest';
import { PRODUCT_SETS } from '../../../../core/src/templates/product-views';
import { templatePrintAreas } from '../../../../core/src/templates/print-areas';
import { productAreas } from './product-areas';

describe('productAreas', () => {
  it("offers a hoodie's back from its back view, after the front it shows", () => {
    expect(productAreas('hoodies-1').map((a) => [a.name, a.view])).toEqual([
      ['front', 'hoodies-1'],
      ['back', 'hoodies-3'],
    ]);
    expect(productAreas('hoodies-3').map((a) => [a.name, a.view])).toEqual([
      ['back', 'hoodies-3'],
      ['front', 'hoodies-1'],
    ]);
  });

  it("keeps a lone template's own areas, all on its own picture", () => {
    expect(productAreas('books-1').map((a) => [a.name, a.view])).toEqual([
      ['front cover', 'books-1'],
      ['spine', 'books-1'],
    ]);
    expect(productAreas('own-123')).toEqual([{ name: 'front', widthMm: 0, heightMm: 0, view: 'own-123' }]);
  });

  it('every view of a set is a library template whose first area is the face it shows', () => {
    for (const set of PRODUCT_SETS) {
      for (const [face, id] of Object.entries(set)) expect(templatePrintAreas(id)?.[0]?.name, id).toBe(face);
    }
  });
});
