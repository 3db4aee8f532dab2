import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Holds the page's place under the header while the first page's chunk loads (the router's initial hydration). */
function PageLoading() {
  return <div aria-busy="true" className="min-h-screen" />;
}

/** Each page is its own chunk, loaded when its route is first visited. */
type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  HydrateFallback: PageLoading,
});

const categoryPage = page(() => import('../pages/category-page'));
const templatePage = page(() => import('../pages/template-page'));
const editorPage = page(() => import('../pages/editor-page'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import('../pages/home-page')) },
      { path: 'mockups', ...page(() => import('../pages/catalogue-page')) },
      { path: 'mockups/:category', ...categoryPage },
      { path: 'mockups/:category/:templateId', ...templatePage },
      { path: 'mockups/:category/:templateId/edit', ...editorPage },
      { path: 'upload', ...page(() => import('../pages/upload-page')) },
      { path: 'own-photo', ...page(() => import('../pages/own-photo-page')) },
      { path: 'psd-mockup', ...page(() => import('../pages/psd-import-page')) },
      { path: 'my-templates/:id/edit', ...page(() => import('../pages/own-template-editor-page')) },
      { path: 'video-mockup', ...page(() => import('../pages/video-mockup-page')) },
      { path: 'video-mockups', ...page(() => import('../pages/video-mockup-page')) },
      { path: 'ai-tools', ...page(() => import('../pages/ai-tools-page')) },
      { path: '3d-mockup', ...page(() => import('../pages/three-d-mockup-page')) },
      { path: '3d-mockup/:type', ...page(() => import('../pages/three-d-editor-page')) },
      { path: 'pricing', ...page(() => import('../pages/pricing-page')) },
      { path: 'auth', ...page(() => import('../pages/auth-page')) },
      { path: 'reset-password', ...page(() => import('../pages/reset-password-page')) },
      { path: 'dashboard', ...page(() => import('../pages/dashboard-page')) },
      { path: 'developers', ...page(() => import('../pages/developers-page')) },
      { path: 'about', ...page(() => import('../pages/about-page')) },
      { path: 'contact', ...page(() => import('../pages/contact-page')) },
      { path: 'faq', ...page(() => import('../pages/faq-page')) },
      { path: 'how-it-works', ...page(() => import('../pages/how-it-works-page')) },
      { path: 'terms', ...page(() => import('../pages/terms-page')) },
      { path: 'privacy', ...page(() => import('../pages/privacy-page')) },
      // Category slugs (and the shortcut routes, which are slugs too); unknown slugs render the 404 page.
      { path: ':slug', ...categoryPage },
      // A template's detail view and its editor, below its category page (core/src/site/template-routes.ts).
      { path: ':slug/:templateId', ...templatePage },
      { path: ':slug/:templateId/edit', ...editorPage },
      { path: '*', ...page(() => import('../pages/not-found-page')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
