import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { CATEGORIES_WITH_TEMPLATES, countLabel, TEMPLATE_TOTAL } from '../../../core/src/templates/counts';
import { designPreviewFrom } from '../features/catalogue/design-preview';
import { AnnouncementBar } from '../features/home/announcement-bar';
import { Hero } from '../features/home/hero';

const HomeBelowFold = lazy(() => import('../features/home/home-below-fold'));

export default function HomePage() {
  // A design handed over by another page (e.g. after an upload) travels on to the category pages.
  const designPreview = designPreviewFrom(useLocation().state);
  // The sections under the hero render in a transition after the first paint: React then works on them in
  // small slices, so the page stays responsive while a slow phone builds the long page.
  const [showRest, setShowRest] = useState(false);
  useEffect(() => startTransition(() => setShowRest(true)), []);

  return (
    <>
      <PageMeta
        title="Product Mockup Generator"
        description={`Create stunning product mockups in seconds: upload a design, pick from ${countLabel(CATEGORIES_WITH_TEMPLATES)} categories and ${countLabel(TEMPLATE_TOTAL)} templates, and download a print-ready image.`}
      />
      <AnnouncementBar />
      <Hero designPreview={designPreview} />
      <Suspense fallback={<div className="min-h-screen" />}>
        {showRest ? <HomeBelowFold /> : <div className="min-h-screen" />}
      </Suspense>
    </>
  );
}
