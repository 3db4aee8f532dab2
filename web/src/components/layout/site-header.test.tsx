import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../lib/use-session';
import { SiteHeader } from './site-header';

const session = vi.hoisted(() => ({ current: null as SessionState | null }));
vi.mock('../../lib/use-session', () => ({ useSession: () => session.current }));

const renderHeader = () =>
  render(
    <MemoryRouter>
      <SiteHeader />
    </MemoryRouter>,
  );

describe('SiteHeader', () => {
  beforeEach(() => {
    session.current = { user: null, loading: false, signOut: vi.fn(async () => {}) };
  });

  it('offers Login / Sign Up to a signed-out visitor', () => {
    renderHeader();
    expect(screen.getAllByRole('link', { name: 'Login / Sign Up' })[0]).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('signing in from another page comes back to it', () => {
    render(
      <MemoryRouter initialEntries={['/t-shirts/t-shirts-1/edit?from=list']}>
        <SiteHeader />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link', { name: 'Login / Sign Up' })[0]).toHaveAttribute('href', '/auth?next=%2Ft-shirts%2Ft-shirts-1%2Fedit%3Ffrom%3Dlist');
  });

  it('shows Dashboard and Sign Out to a signed-in user, and Sign Out signs out', async () => {
    const signOut = vi.fn(async () => {});
    session.current = { user: { id: 'u1', email: 'a@example.com', displayName: 'Ada', createdAt: '2026-01-01T00:00:00.000Z' }, loading: false, signOut };
    renderHeader();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Login / Sign Up' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('links the logo home and marks video mockups as NEW', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Mockup Studio home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Video Mockups\s*NEW/ })).toHaveAttribute('href', '/video-mockup');
  });

  it('opens and closes a dropdown with its button', async () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'Mockups menu' });
    expect(screen.queryByRole('link', { name: 'Phone Cases' })).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Phone Cases' })).toHaveAttribute('href', '/phone-cases');
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Phone Cases' })).toBeNull();
  });
});
