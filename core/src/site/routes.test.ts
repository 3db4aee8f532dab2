import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../catalogue/categories';
import { resolveCategoryParam } from '../catalogue/category-aliases';
import { isAppPath, SHORTCUT_SLUGS } from './routes';

describe('isAppPath', () => {
  it('knows the fixed routes, every category slug and /mockups/:category', () => {
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/pricing')).toBe(true);
    expect(isAppPath('/pricing/')).toBe(true);
    expect(isAppPath('/mockups/hoodie')).toBe(true);
    expect(isAppPath('/3d-mockup/t-shirt')).toBe(true);
    expect(isAppPath('/3d-mockup/book')).toBe(true);
    expect(isAppPath('/3d-mockup/box/')).toBe(true);
    for (const category of CATEGORIES) expect(isAppPath(`/${category.slug}`)).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isAppPath('/no-such-page')).toBe(false);
    expect(isAppPath('/mockups/a/b')).toBe(false);
    expect(isAppPath('/t-shirts/extra')).toBe(false);
    expect(isAppPath('/3d-mockup/mug')).toBe(false);
  });

  it('every shortcut route is a category', () => {
    const slugs = new Set(CATEGORIES.map((category) => category.slug));
    for (const shortcut of SHORTCUT_SLUGS) expect(slugs.has(shortcut)).toBe(true);
  });
});

describe('resolveCategoryParam', () => {
  it('maps the home card values to their categories', () => {
    expect(resolveCategoryParam('t-shirt').slug).toBe('t-shirts');
    expect(resolveCategoryParam('hoodie').slug).toBe('hoodies');
    expect(resolveCategoryParam('tote-bag').slug).toBe('tote-bags');
    expect(resolveCategoryParam('iphone').slug).toBe('phone-cases');
  });

  it('takes real slugs as they are and falls back to the first category', () => {
    expect(resolveCategoryParam('mugs').slug).toBe('mugs');
    expect(resolveCategoryParam('spaceships').slug).toBe(CATEGORIES[0]!.slug);
  });
});
