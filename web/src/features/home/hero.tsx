import { Clock, Images, LayoutGrid, Sparkles, Upload, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { CATEGORIES_WITH_TEMPLATES, countLabel, TEMPLATE_TOTAL } from '../../../../core/src/templates/counts';
import { HeroCategoryCards } from './hero-category-cards';

/** Counted from the library, so the hero never promises more than there is. */
const STATS = [
  { value: countLabel(TEMPLATE_TOTAL), label: 'Templates' },
  { value: countLabel(CATEGORIES_WITH_TEMPLATES), label: 'Categories' },
];

const PHONE_TAB = 'h-full whitespace-normal text-center leading-tight sm:whitespace-nowrap';

/** The first screen: promise, stats, the two main actions and the three hero tabs. */
export function Hero({ designPreview }: { designPreview?: string | undefined }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div aria-hidden className="absolute left-1/2 top-0 -z-0 h-72 w-[48rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl" />
      <div className="relative mx-auto max-w-7xl px-4 pb-12 pt-14 sm:px-6 lg:pt-20">
        <div className="mx-auto max-w-4xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm">
            <Sparkles className="size-4" aria-hidden /> Mockups, AI photos and video in one place
          </p>
          <h1 className="mt-6 text-balance text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            Create Stunning Product Mockups <span className="block text-brand-700">in Seconds</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
            Upload your design, place it on realistic t-shirts, hoodies, phones and more, recolour the product and
            download a print-ready image.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/upload">
                <Upload aria-hidden /> Upload Design
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/video-mockup">
                <Video aria-hidden /> Generate Video Mockup
              </Link>
            </Button>
          </div>
          <dl className="mt-10 flex justify-center gap-12">
            {STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="text-sm font-medium text-slate-500">{stat.label}</dt>
                <dd className="text-3xl font-bold text-slate-900">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <Tabs defaultValue="mockups" className="mx-auto mt-12 max-w-5xl">
          <div className="flex justify-center">
            {/* On a phone the three tabs share the width equally and a long label wraps, so none is cut off. */}
            <TabsList aria-label="What would you like to create?" className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
              <TabsTrigger value="mockups" className={PHONE_TAB}>
                <LayoutGrid aria-hidden /> Mockup Templates
              </TabsTrigger>
              <TabsTrigger value="ai" className={PHONE_TAB}>
                <Sparkles aria-hidden /> AI Generator
              </TabsTrigger>
              <TabsTrigger value="video" className={PHONE_TAB}>
                <Video aria-hidden /> Video Mockups
              </TabsTrigger>
            </TabsList>
          </div>
          <TabsContent value="mockups">
            <HeroCategoryCards designPreview={designPreview} />
          </TabsContent>
          <TabsContent value="ai">
            <TabPanelMessage icon={<Clock aria-hidden />} title="AI Generator is coming soon">
              Describe a product scene and let AI create a unique mockup for your design. We are putting the finishing
              touches on it.
            </TabPanelMessage>
          </TabsContent>
          <TabsContent value="video">
            <TabPanelMessage icon={<Images aria-hidden />} title="Bring your designs to life">
              Turn a still mockup into a short video clip for social media, ads and product pages.
              <Button asChild className="mt-5">
                <Link to="/video-mockup">
                  <Video aria-hidden /> Generate Video
                </Link>
              </Button>
            </TabPanelMessage>
          </TabsContent>
        </Tabs>
      </div>
    </section>
  );
}

function TabPanelMessage({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <span className="grid size-12 place-items-center rounded-xl bg-brand-100 text-brand-700 [&_svg]:size-6">{icon}</span>
      <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 flex flex-col items-center text-slate-600">{children}</div>
    </div>
  );
}
