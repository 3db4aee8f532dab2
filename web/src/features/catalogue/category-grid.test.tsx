import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../../core/src/catalogue/categories';
import { CategoryGrid } from './category-grid';

const renderGrid = (props: Parameters<typeof CategoryGrid>[0]) =>
  render(
    <MemoryRouter>
      <CategoryGrid {...props} />
    </MemoryRouter>,
  );

describe('CategoryGrid', () => {
  it('shows the first 12 categories by default, linking to /{slug}, with View All', () => {
    renderGrid({});
    const cards = screen.getAllByRole('heading', { level: 3 });
    expect(cards.map((heading) => heading.textContent)).toEqual(CATEGORIES.slice(0, 12).map((c) => c.title));
    expect(screen.getByRole('link', { name: /^T-Shirts/ })).toHaveAttribute('href', '/t-shirts');
    expect(screen.getByRole('link', { name: `View All ${CATEGORIES.length} Categories` })).toHaveAttribute('href', '/mockups');
  });

  it('shows as many as asked, and no View All when every category is shown', () => {
    renderGrid({ limit: CATEGORIES.length });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(CATEGORIES.length);
    expect(screen.queryByRole('link', { name: /View All/ })).toBeNull();
  });

  it('has scroll buttons only in the carousel variant', () => {
    const { unmount } = renderGrid({ limit: 8 });
    expect(screen.queryByRole('button', { name: 'Scroll categories right' })).toBeNull();
    unmount();
    renderGrid({ limit: 8, variant: 'carousel' });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Scroll categories right' })).toBeInTheDocument();
  });
});
