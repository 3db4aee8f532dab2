import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation, type GetScrollRestorationKeyFunction } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { NewsletterCard } from '../features/newsletter/newsletter-card';

/** Toasts only follow a user's action, so their code loads after the first paint. */
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** While a route's code loads, a thin bar at the top says something is happening. */
function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden">
      <div className="h-full w-1/3 animate-pulse bg-brand-600" />
    </div>
  );
}

/**
 * Where a page's scroll position is kept. React Router keys every page opened by its address (typed, a link from
 * elsewhere, a reload) 'default', so each such page opened at the last one's scroll; keyed by its address instead,
 * a new page opens at its top and a reload stays where it was.
 */
const scrollKey: GetScrollRestorationKeyFunction = (location) =>
  location.key === 'default' ? `address:${location.pathname}${location.search}` : location.key;

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <RouteProgress />
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter newsletter={<NewsletterCard />} />
      <Suspense fallback={null}>
        {/* Below the sticky header (h-16), so a toast never covers the header's buttons (Login among them). */}
        <Toaster position="top-right" offset={{ top: 80 }} mobileOffset={{ top: 72 }} richColors closeButton />
      </Suspense>
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
