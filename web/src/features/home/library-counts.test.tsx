import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CATEGORIES, CATEGORY_GROUPS } from '../../../../core/src/catalogue/categories';
import { CATEGORIES_WITH_TEMPLATES, countLabel, TEMPLATE_TOTAL, templateCountIn, templateCountInGroup } from '../../../../core/src/templates/counts';
import CataloguePage from '../../pages/catalogue-page';
import { AnnouncementBar } from './announcement-bar';
import { Hero } from './hero';
import { HERO_CATEGORIES } from './hero-category-cards';
import HomeBelowFold from './home-below-fold';

/** Every figure the library can justify: its total, its categories, its templates per category and per group, and the catalogue's length. */
const LIBRARY_FIGURES = new Set([
  String(CATEGORIES.length),
  countLabel(TEMPLATE_TOTAL),
  countLabel(CATEGORIES_WITH_TEMPLATES),
  ...CATEGORIES.map((c) => countLabel(templateCountIn(c.slug))),
  ...[...CATEGORY_GROUPS, 'Other' as const].map((g) => countLabel(templateCountInGroup(g))),
]);

/** The figures a page puts before 'templates' or 'categories', and every 'N+' on it. */
function claimedFigures(text: string): string[] {
  const beforeNoun = [...text.matchAll(/(\d[\d,]*\+?)\s*(?:[\w-]+\s)?(?:templates|categories)\b/gi)].map((m) => m[1]!);
  const plus = [...text.matchAll(/\d[\d,]*\+/g)].map((m) => m[0]);
  return [...beforeNoun, ...plus];
}

const renderAt = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('the numbers on the site are the library’s', () => {
  // jsdom has no matchMedia; the carousels ask it whether to move by themselves.
  beforeAll(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
  });

  it('the hero states the library’s template and category counts, and each card its category’s', () => {
    renderAt(<Hero />);
    const stats = screen.getByText('Templates', { selector: 'dt' }).closest('dl')!;
    expect(within(stats).getByText(countLabel(TEMPLATE_TOTAL))).toBeInTheDocument();
    expect(within(stats).getByText(countLabel(CATEGORIES_WITH_TEMPLATES))).toBeInTheDocument();
    for (const card of HERO_CATEGORIES) {
      const link = screen.getByRole('link', { name: new RegExp(`^${card.name} mockup`) });
      expect(link).toHaveTextContent(`${countLabel(templateCountIn(card.slug))} templates`);
    }
    for (const figure of claimedFigures(document.body.textContent!)) expect(LIBRARY_FIGURES).toContain(figure);
  });

  it('the announcement bar and everything below the hero claim only library figures', () => {
    renderAt(
      <>
        <AnnouncementBar />
        <HomeBelowFold />
      </>,
    );
    expect(screen.getByText(`${countLabel(TEMPLATE_TOTAL)} templates across ${countLabel(CATEGORIES_WITH_TEMPLATES)} categories`, { exact: false })).toBeInTheDocument();
    const counts = screen.getByRole('heading', { name: 'Templates by category' }).parentElement!;
    for (const group of CATEGORY_GROUPS) {
      const row = within(counts).getByText(group).closest('li')!;
      expect(row).toHaveTextContent(`${countLabel(templateCountInGroup(group))} templates`);
    }
    const figures = claimedFigures(document.body.textContent!);
    expect(figures.length).toBeGreaterThan(3);
    for (const figure of figures) expect(LIBRARY_FIGURES).toContain(figure);
  });

  it('the catalogue counts the categories it lists', () => {
    renderAt(<CataloguePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${CATEGORIES.length}+ Mockup Categories`);
    expect(screen.getByText(`Showing ${CATEGORIES.length} of ${CATEGORIES.length} categories`)).toBeInTheDocument();
    // Only categories that have templates promise them.
    expect(screen.getAllByText('Free templates available')).toHaveLength(CATEGORIES_WITH_TEMPLATES);
  });
});
