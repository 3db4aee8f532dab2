import { CategoryGrid } from '../catalogue/category-grid';
import { FeatureSection } from './feature-section';
import { FeaturedTemplates } from './featured-templates';
import { SectionHeading } from './section-heading';
import { ShowcaseSlider } from './showcase-slider';
import { TshirtCarousel } from './tshirt-carousel';
import { VideoBanner } from './video-banner';
import { WhyBlock } from './why-block';

/** Everything under the hero, in its own chunk so the first screen's JavaScript stays small. */
export default function HomeBelowFold() {
  return (
    <>
      <TshirtCarousel />
      <ShowcaseSlider />
      <FeaturedTemplates />
      <section aria-labelledby="popular" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading id="popular" title="Popular Mockup Categories" text="Start with the products our users create most." />
        <div className="mt-10">
          <CategoryGrid limit={8} />
        </div>
      </section>
      <WhyBlock />
      <FeatureSection />
      <VideoBanner />
    </>
  );
}
