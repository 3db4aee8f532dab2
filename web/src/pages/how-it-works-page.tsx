import { Check, Download, Gauge, Layers, Palette, ShieldCheck, Smartphone, Sparkles, Upload, Wand2 } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORIES_WITH_TEMPLATES, countLabel, TEMPLATE_TOTAL } from '../../../core/src/templates/counts';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { CallToAction } from '../features/site/call-to-action';
import { IconPoints } from '../components/icon-points';

const STEPS = [
  {
    icon: Upload,
    title: 'Upload Your Design',
    text: 'Drop in your artwork, logo or photo. We take care of the rest.',
    points: ['PNG and JPG files', 'Transparent backgrounds', 'Drag and drop upload', 'Automatic background removal'],
  },
  {
    icon: Layers,
    title: 'Pick a Template',
    text: 'Choose the product and scene that sells your design best.',
    points: [`${countLabel(CATEGORIES_WITH_TEMPLATES)} product categories`, `${countLabel(TEMPLATE_TOTAL)} templates`, 'AI-assisted placement', 'Realistic lighting and shadows'],
  },
  {
    icon: Download,
    title: 'Export & Share',
    text: 'Download a polished image, ready for your store or feed.',
    points: ['1200 px PNGs from the editor', 'Up to 4096 px in batches', 'Ready for your online store', 'Optimised for social media'],
  },
];

const BENEFITS = [
  { icon: Gauge, title: 'Under 2 minutes', text: 'From upload to download faster than you can brew a coffee.' },
  { icon: Wand2, title: 'No design skills needed', text: 'Smart placement puts your artwork where it belongs.' },
  { icon: Sparkles, title: 'Photo-realistic results', text: 'Fabric folds, lighting and shadows that look like a real shoot.' },
  { icon: Palette, title: 'Any product colour', text: 'Recolour the product in one click to match your catalogue.' },
  { icon: ShieldCheck, title: 'Commercial use', text: 'Paid plans include a full commercial license for your mockups.' },
  { icon: Smartphone, title: 'Works everywhere', text: 'Create on your laptop, tablet or phone, right in the browser.' },
];

export default function HowItWorksPage() {
  return (
    <>
      <PageMeta
        title="How It Works"
        description="Create professional product mockups in 3 easy steps: upload your design, pick a template, export and share. From upload to download in under 2 minutes."
      />
      <PageHeader eyebrow={<Badge>How It Works</Badge>} title="Create Professional Mockups in 3 Easy Steps">
        From upload to download in under 2 minutes
      </PageHeader>

      <section aria-label="The three steps" className="mx-auto max-w-6xl px-4 pb-20 pt-6 sm:px-6">
        <ol className="grid gap-8 lg:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text, points }, index) => (
            <li key={title} className="relative rounded-3xl border border-slate-200 bg-white p-8 shadow-sm">
              <div className="flex items-center gap-4">
                <span className="grid size-14 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 text-white shadow-md">
                  <Icon className="size-6" aria-hidden />
                </span>
                <span className="text-sm font-bold uppercase tracking-wider text-brand-700">Step {index + 1}</span>
              </div>
              <h2 className="mt-6 text-2xl font-bold text-slate-900">{title}</h2>
              <p className="mt-2 text-slate-600">{text}</p>
              <ul className="mt-6 space-y-2.5">
                {points.map((point) => (
                  <li key={point} className="flex items-center gap-3 text-sm text-slate-700">
                    <Check className="size-4 shrink-0 text-brand-700" aria-hidden />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="benefits-title" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="benefits-title" className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
            Why creators choose Mockup Studio
          </h2>
          <IconPoints points={BENEFITS} className="mt-12 sm:grid-cols-2 lg:grid-cols-3" />
        </div>
      </section>

      <div className="pt-20">
        <CallToAction
          title="Your first mockup is two minutes away"
          actions={
            <>
              <Button asChild size="lg" variant="light">
                <Link to="/upload">Start Creating Free</Link>
              </Button>
              <Button asChild size="lg" variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10">
                <Link to="/pricing">View Pricing</Link>
              </Button>
            </>
          }
        >
          Upload a design, choose a product and download a print-ready image. No sign-up needed to start.
        </CallToAction>
      </div>
    </>
  );
}
