import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, expect, it, vi } from 'vitest';
import type { SharedLinkSummary } from '../../../../core/src/schemas/shared-document';
import { findTemplate } from '../../../../core/src/site/template-routes';
import { SharedLinks } from './shared-links';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body?: unknown) =>
  Promise.resolve(body === undefined ? new Response(null, { status }) : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const TEE = findTemplate('t-shirts-1')!;
const HOODIE = findTemplate('hoodies-1')!;
const LINKS: SharedLinkSummary[] = [
  { id: 'link_tee_AAAAAAAAAAAAAA', templateId: TEE.id, createdAt: '2026-11-26T10:00:00.000Z', openCount: 3, design: { name: 'Shop logo', thumbnailUrl: '/api/designs/d1/file' } },
  { id: 'link_hoodie_BBBBBBBBBBB', templateId: HOODIE.id, createdAt: '2026-11-25T10:00:00.000Z', openCount: 0, design: null },
];

/** A server holding `links`: GET lists what is left, DELETE removes one (204). */
function fakeServer(links: SharedLinkSummary[]) {
  let left = [...links];
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (init?.method === 'DELETE') {
      const id = decodeURIComponent(url.split('/').pop()!);
      left = left.filter((link) => link.id !== id);
      return answer(204);
    }
    return answer(200, { links: left });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderLinks = () =>
  render(
    <MemoryRouter>
      <SharedLinks />
      <Toaster />
    </MemoryRouter>,
  );

it('lists each link with its template, design, date and opens, and buttons named after it', async () => {
  fakeServer(LINKS);
  renderLinks();
  const list = await screen.findByRole('list', { name: 'Shared links' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent(TEE.title);
  expect(items[0]).toHaveTextContent('Shop logo');
  expect(items[0]).toHaveTextContent('Opened 3 times');
  expect(items[1]).toHaveTextContent('Not opened yet');
  const teeLink = within(items[0]!).getByRole('textbox', { name: /^Link to / });
  expect(teeLink).toHaveValue(`${window.location.origin}/${TEE.category}/${TEE.id}/edit?shared=${LINKS[0]!.id}`);
  expect(within(items[0]!).getByRole('button', { name: /^Copy the link to / })).toBeInTheDocument();
  expect(within(items[1]!).getByRole('button', { name: new RegExp(`^Revoke the link to ${HOODIE.title}`) })).toBeInTheDocument();
});

it('copies a link to the clipboard', async () => {
  fakeServer(LINKS);
  const user = userEvent.setup();
  const writeText = vi.spyOn(navigator.clipboard, 'writeText');
  renderLinks();
  await user.click(await screen.findByRole('button', { name: new RegExp(`^Copy the link to ${TEE.title}`) }));
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/${TEE.category}/${TEE.id}/edit?shared=${LINKS[0]!.id}`);
  expect(await screen.findByText('Copied to the clipboard')).toBeInTheDocument();
});

it('revokes only after a confirmation, then says so and drops the link from the list', async () => {
  const fetchMock = fakeServer(LINKS);
  const user = userEvent.setup();
  renderLinks();
  const revokeTee = await screen.findByRole('button', { name: new RegExp(`^Revoke the link to ${TEE.title}`) });

  await user.click(revokeTee);
  let dialog = await screen.findByRole('dialog', { name: 'Revoke this link?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  expect(within(screen.getByRole('list', { name: 'Shared links' })).getAllByRole('listitem')).toHaveLength(2);

  await user.click(revokeTee);
  dialog = await screen.findByRole('dialog', { name: 'Revoke this link?' });
  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('Link revoked')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(`/api/shared-links/${LINKS[0]!.id}`, { method: 'DELETE' });
  const left = within(screen.getByRole('list', { name: 'Shared links' })).getAllByRole('listitem');
  expect(left).toHaveLength(1);
  expect(left[0]).toHaveTextContent(HOODIE.title);
});

it('says so when a revoke fails, and keeps the link', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => (init?.method === 'DELETE' ? answer(404, { error: 'This shared link does not exist.' }) : answer(200, { links: LINKS }))),
  );
  const user = userEvent.setup();
  renderLinks();
  await user.click(await screen.findByRole('button', { name: new RegExp(`^Revoke the link to ${TEE.title}`) }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('Could not revoke the link')).toBeInTheDocument();
  expect(screen.getByText('This shared link does not exist.')).toBeInTheDocument();
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(within(screen.getByRole('list', { name: 'Shared links' })).getAllByRole('listitem')).toHaveLength(2);
});

it('shows an empty state that leads to the editor', async () => {
  fakeServer([]);
  renderLinks();
  expect(await screen.findByRole('heading', { name: 'No shared links yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create a mockup' })).toHaveAttribute('href', '/upload');
  expect(screen.queryByRole('list', { name: 'Shared links' })).toBeNull();
});

it('offers to try again when the list cannot be loaded', async () => {
  let fail = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => (fail ? answer(500, { error: 'down' }) : answer(200, { links: LINKS }))),
  );
  const user = userEvent.setup();
  renderLinks();
  expect(await screen.findByRole('alert')).toHaveTextContent('Your shared links could not be loaded.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(within(await screen.findByRole('list', { name: 'Shared links' })).getAllByRole('listitem')).toHaveLength(2);
});
