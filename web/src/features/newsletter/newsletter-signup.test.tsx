import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, expect, it, vi } from 'vitest';
import NewsletterSignup from './newsletter-signup';

afterEach(() => vi.unstubAllGlobals());

function renderCard() {
  render(
    <>
      <NewsletterSignup />
      <Toaster />
    </>,
  );
  return { input: screen.getByLabelText('Email address'), button: screen.getByRole('button') };
}

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

it('sends nothing for an invalid address, then stays subscribed after success', async () => {
  const fetchMock = vi.fn(() => answer(200, { subscribed: true }));
  vi.stubGlobal('fetch', fetchMock);
  const { input, button } = renderCard();

  await userEvent.type(input, 'me@example');
  await userEvent.click(button);
  expect(await screen.findByText('Invalid email')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();

  await userEvent.type(input, '.com');
  await userEvent.click(button);
  expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
  expect(button).toHaveTextContent('Subscribed!');
  expect(button).toBeDisabled();
  expect(input).toBeDisabled();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('returns to idle after a server error so the visitor can try again', async () => {
  vi.stubGlobal('fetch', vi.fn(() => answer(500, { error: 'down' })));
  const { input, button } = renderCard();
  await userEvent.type(input, 'me@example.com');
  await userEvent.click(button);
  expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
  expect(screen.getByText('Please try again or contact support.')).toBeInTheDocument();
  expect(button).toHaveTextContent('Subscribe');
  expect(button).toBeEnabled();
});

it('shows the rate-limit message from the server', async () => {
  vi.stubGlobal('fetch', vi.fn(() => answer(429, { error: 'Too many requests. Please try again in a few minutes.' })));
  const { input, button } = renderCard();
  await userEvent.type(input, 'me@example.com');
  await userEvent.click(button);
  expect(await screen.findByText('Too many requests. Please try again in a few minutes.')).toBeInTheDocument();
});
