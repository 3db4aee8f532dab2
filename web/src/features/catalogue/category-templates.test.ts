import { describe, expect, it } from 'vitest';
import { findCategory } from '../../../../core/src/catalogue/categories';
import { templatesFor } from '../../../../core/src/templates/library';
import { categoryTemplates } from './category-templates';

describe('a category page’s templates', () => {
  it('lists every template the library has, even past eight', () => {
    const listed = categoryTemplates(findCategory('sweatshirts')!);
    expect(templatesFor('sweatshirts').length).toBeGreaterThan(8);
    expect(listed.map((t) => t.id)).toEqual(templatesFor('sweatshirts').map((t) => t.id));
    expect(listed.every((t) => t.ready)).toBe(true);
  });

  it('fills a category the library has not rendered with eight placeholders', () => {
    const listed = categoryTemplates(findCategory('video-mockups')!);
    expect(listed).toHaveLength(8);
    expect(listed.some((t) => t.ready)).toBe(false);
  });
});
