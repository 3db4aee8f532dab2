import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { REVOKED_SHARED_LINK } from '../../../../core/src/schemas/shared-document';
import { SharedLinkNotice } from './shared-link-notice';
import { useSharedLink } from './use-shared-link';

afterEach(() => vi.unstubAllGlobals());

/** The editor page's use of the hook, without the editor. */
function Harness() {
  const { opening, problem } = useSharedLink();
  const { search } = useLocation();
  return (
    <>
      {opening && <p role="status">Opening the shared mockup…</p>}
      {problem && <SharedLinkNotice problem={problem} />}
      <p data-testid="search">{search}</p>
    </>
  );
}

const openLink = (status: number, body: unknown) => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <MemoryRouter initialEntries={['/t-shirts/t-shirts-1/edit?shared=AAAAAAAAAAAAAAAAAAAAAA&x=1']}>
      <Harness />
    </MemoryRouter>,
  );
  return fetchMock;
};

it('a link its owner revoked (410) says so, and the parameter leaves the address', async () => {
  const fetchMock = openLink(410, { error: REVOKED_SHARED_LINK });
  expect(await screen.findByRole('alert')).toHaveTextContent('This shared link was removed by its owner.');
  expect(fetchMock).toHaveBeenCalledWith('/api/shared-documents/AAAAAAAAAAAAAAAAAAAAAA');
  // The router applies the address change in a later render than the one that shows the notice.
  await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^\?x=1$/));
  expect(screen.queryByRole('status')).toBeNull();
});

it('an unknown link (404) gets the general sentence, not the revoked one', async () => {
  openLink(404, { error: 'This shared link does not exist.' });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Could not open the shared mockup');
  expect(alert).not.toHaveTextContent('removed by its owner');
});
