import { Box, Clapperboard, Gem, Layers, MousePointerClick, ShieldCheck, Sliders, Sparkles, Upload, UserPlus } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { THREE_D_PRODUCTS, threeDEditorPath } from '../../../core/src/three-d/products';
import { IconPoints } from '../components/icon-points';
import { PageMeta } from '../components/page-meta';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { ProductIllustration } from '../features/three-d/product-illustration';
import { CallToAction } from '../features/site/call-to-action';

/** three.js is big: the turning preview loads only after the page has painted. */
const LandingPreview = lazy(() => import('../features/three-d/landing-preview'));

const STEPS = [
  { icon: UserPlus, title: 'Sign up & open 3D Mockups', text: 'Sign up with a social account and open 3D Mockups — or skip it and start right away; the editor is free to try.' },
  { icon: Upload, title: 'Pick a template & upload', text: 'Choose a 3D template and upload your design. It is mapped onto the model’s print area with its proportions kept.' },
  { icon: Sliders, title: 'Customise & download', text: 'Set colours, lighting and angles, then download a high-resolution PNG or a motion graphic video.' },
];

const BENEFITS = [
  { icon: Gem, title: 'High Quality', text: 'Crisp renders with soft shadows and real reflections, as PNGs of up to 1600 px.' },
  { icon: ShieldCheck, title: 'No Watermarks', text: 'Clean images and videos, ready for your store, your pitch or your feed.' },
  { icon: Clapperboard, title: 'Motion Graphics', text: 'Turn any mockup into a seamless turntable MP4 in a few seconds.' },
  { icon: MousePointerClick, title: 'Full Control', text: 'Rotate, scale, recolour and relight every product exactly as you want.' },
];

function PreviewPlaceholder() {
  return (
    <div className="grid size-full place-items-center">
      <Box className="size-16 animate-pulse text-brand-300" aria-hidden />
    </div>
  );
}

/** Waits for the first paint (and a quiet moment) before asking for the 3D preview's code. */
function useAfterFirstPaint() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(start, 300);
    return () => clearTimeout(id);
  }, []);
  return ready;
}

export default function ThreeDMockupPage() {
  const showPreview = useAfterFirstPaint();
  return (
    <>
      <PageMeta
        title="Free AI 3D Mockup Generator"
        description="Put your design on 3D t-shirts, book covers and boxes in real time. Rotate, recolour and relight, then download a PNG or a turntable MP4."
      />
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
        <div aria-hidden className="absolute -right-24 top-0 h-96 w-96 rounded-full bg-brand-200/50 blur-3xl" />
        <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 pb-16 pt-14 sm:px-6 lg:grid-cols-2 lg:pt-20">
          <div>
            <Badge variant="solid" className="gap-1.5 px-3 py-1 text-sm">
              <Sparkles className="size-3.5" aria-hidden /> New Feature
            </Badge>
            <h1 className="mt-5 text-balance text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
              Free AI 3D Mockup Generator
            </h1>
            <p className="mt-5 max-w-xl text-lg text-slate-600">
              Put your design on a t-shirt, a hoodie, a mug, a water bottle, a phone's screen or its case, a hardcover book or a product box in real-time 3D. Turn it, recolour it, light it like a
              studio shoot — then download a high-resolution PNG or a turntable video.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <a href="#templates">Get Started For Free</a>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={threeDEditorPath('t-shirt')}>Open the 3D T-Shirt</Link>
              </Button>
            </div>
          </div>
          <div className="relative aspect-square w-full overflow-hidden rounded-3xl border border-slate-200 bg-gradient-to-b from-slate-50 to-slate-200 shadow-xl">
            {showPreview ? (
              <Suspense fallback={<PreviewPlaceholder />}>
                <LandingPreview />
              </Suspense>
            ) : (
              <PreviewPlaceholder />
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="how-title" className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
          How it works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="grid size-11 place-items-center rounded-xl bg-gradient-to-br from-brand-600 to-brand-800 text-white">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="text-sm font-bold uppercase tracking-wider text-brand-700">Step {index + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="templates" aria-labelledby="templates-title" className="scroll-mt-6 bg-slate-50 py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="templates-title" className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
            Choose a 3D template
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
            The tee, hoodie, mug and phone case are the very models our photo templates are rendered from, the garments sewn and draped by cloth
            simulation; every model turns live in your browser.
          </p>
          <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {THREE_D_PRODUCTS.map((product) => (
              <article
                key={product.type}
                aria-labelledby={`template-${product.type}`}
                className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
              >
                <div className="relative grid h-44 place-items-center bg-gradient-to-br from-brand-50 to-white">
                  <ProductIllustration type={product.type} />
                  {product.isPopular && <Badge className="absolute right-3 top-3">Popular</Badge>}
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-xs font-semibold uppercase tracking-wider text-slate-500">{product.category}</p>
                  <h3 id={`template-${product.type}`} className="mt-1 text-xl font-bold text-slate-900">
                    {product.name}
                  </h3>
                  <p className="mt-2 flex-1 text-sm text-slate-600">{product.blurb}</p>
                  <Button asChild className="mt-5">
                    <Link to={threeDEditorPath(product.type)}>
                      <Layers aria-hidden /> Create 3D Mockup
                    </Link>
                  </Button>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="benefits-title" className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
          Why 3D mockups
        </h2>
        <IconPoints points={BENEFITS} className="mt-10 sm:grid-cols-2 lg:grid-cols-4" />
      </section>

      <CallToAction
        title="Bring your designs to life in 3D"
        actions={
          <>
            <Button asChild size="lg" variant="light">
              <Link to={threeDEditorPath('t-shirt')}>Start Creating Now</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10">
              <Link to={threeDEditorPath('book')}>Try 3D Book Mockup</Link>
            </Button>
          </>
        }
      >
        Upload a design and see it on a turning product in seconds — free, in your browser.
      </CallToAction>
    </>
  );
}
