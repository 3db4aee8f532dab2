import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router';

describe('the data router', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a lazy page without warning about a missing HydrateFallback', { timeout: 60_000 }, async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/terms'] })} />);
    // While the page's chunk loads, the header is there and the page's place is held.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The page's module is transformed on first import: slow on a busy machine.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 })).toBeInTheDocument();
    const logged = [...warn.mock.calls, ...error.mock.calls].map((call) => call.map(String).join(' '));
    expect(logged.filter((line) => line.includes('HydrateFallback'))).toEqual([]);
  });
});
