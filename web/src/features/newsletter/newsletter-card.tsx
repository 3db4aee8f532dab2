import { lazy, Suspense } from 'react';

/** The sign-up sits in the footer, below the fold of every page, so its code is not part of the first load. */
const NewsletterSignup = lazy(() => import('./newsletter-signup'));

/** Same footprint as the loaded card, so nothing moves when it arrives. */
function Placeholder() {
  return <div className="h-64 rounded-2xl border border-brand-100 bg-white shadow-sm" aria-hidden />;
}

export function NewsletterCard() {
  return (
    <Suspense fallback={<Placeholder />}>
      <NewsletterSignup />
    </Suspense>
  );
}
