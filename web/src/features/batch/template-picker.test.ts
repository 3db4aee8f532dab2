import { describe, expect, it } from 'vitest';
import { allViewsChoice, chosenTemplates, type TemplateChoice } from './template-picker';

describe('allViewsChoice', () => {
  it("narrows a batch to the product's views, whatever was chosen before", () => {
    const before: TemplateChoice = { categories: ['t-shirts', 'hoodies'], handPicked: false, excluded: [], views: ['hoodies-1', 'hoodies-3'] };
    const after = allViewsChoice(before, before.views!);
    expect(chosenTemplates(after)).toEqual(['hoodies-1', 'hoodies-3']);
    expect(after.categories).toEqual(['hoodies']);
    expect(after.handPicked).toBe(true);
  });
});
