import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDITOR_DOWNLOAD_SIZE } from '../../../core/src/editor/sizes';
import { ENTITLEMENTS, type PlansInfo } from '../../../core/src/plans/entitlements';
import PricingPage from './pricing-page';

function answerPlans(info: PlansInfo) {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => (url === '/api/plans' ? Response.json(info) : new Response(null, { status: 404 }))));
}

const renderPage = () =>
  render(
    <MemoryRouter>
      <PricingPage />
    </MemoryRouter>,
  );

describe('PricingPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says plainly that nothing is limited when the server has plans off', async () => {
    answerPlans({ mode: 'off', plans: ENTITLEMENTS, account: null });
    renderPage();
    const note = await screen.findByRole('note', { name: 'Plans on this installation' });
    expect(within(note).getByText('This installation includes everything')).toBeInTheDocument();
    expect(note).toHaveTextContent(/No plan limits apply here/);
    // The plans stay, as information.
    expect(screen.getByRole('article', { name: 'Pro' })).toBeInTheDocument();
  });

  it('states the server’s own limits on the plan cards', () => {
    answerPlans({ mode: 'on', plans: ENTITLEMENTS, account: null });
    renderPage();
    const free = within(screen.getByRole('article', { name: 'Free' }));
    expect(free.getByText(`${ENTITLEMENTS.free.downloadsPerMonth} mockup downloads per month`)).toBeInTheDocument();
    expect(free.getByText(`Exports up to ${ENTITLEMENTS.free.maxImageSide}p (${ENTITLEMENTS.free.maxImageSide} px)`)).toBeInTheDocument();
    expect(free.getByText('Watermark on exports')).toBeInTheDocument();
    // The editor downloads 1200 px: a plan allowing more says that only batches reach it.
    const pro = within(screen.getByRole('article', { name: 'Pro' }));
    expect(pro.getByText(`Editor downloads at ${EDITOR_DOWNLOAD_SIZE} px, batches up to 4K (${ENTITLEMENTS.pro.maxImageSide} px)`)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Pro' })).getByText('Unlimited mockup downloads')).toBeInTheDocument();
  });

  it('shows a signed-in caller their plan and this month’s use when plans are on', async () => {
    answerPlans({ mode: 'on', plans: ENTITLEMENTS, account: { plan: 'free', month: '2026-11', downloads: 3, videos: 1 } });
    renderPage();
    const note = await screen.findByRole('note', { name: 'Plans on this installation' });
    expect(note).toHaveTextContent('You are on the Free plan');
    expect(note).toHaveTextContent('3 of 10 mockup downloads and 1 of 10 video mockups');
  });
});
