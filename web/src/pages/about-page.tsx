import { Eye, Film, Layers, Printer, Sparkles, Target } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORIES_WITH_TEMPLATES, countLabel, TEMPLATE_TOTAL } from '../../../core/src/templates/counts';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { QuickContact } from '../features/contact/quick-contact';

/** Artwork the offline AI Design Generator draws with (the licences ask for the credit). */
const CREDITS = [
  { name: 'Game Icons', author: 'Lorc, Delapouite and contributors (game-icons.net)', licence: 'CC BY 3.0', use: 'the silhouettes of the AI Design Generator' },
  { name: 'Fluent Emoji', author: 'Microsoft', licence: 'MIT', use: 'the colour illustrations of the AI Design Generator' },
  { name: 'Tabler Icons', author: 'Paweł Kuna', licence: 'MIT', use: 'the AI Design Generator’s line icons' },
];

const DIFFERENTIATORS = [
  {
    icon: Sparkles,
    title: 'AI realism',
    text: 'Our AI wraps your artwork around folds, seams and curves, and matches the lighting of every scene, so a mockup looks like a photo shoot.',
  },
  {
    icon: Film,
    title: 'Video mockups',
    text: 'Turn a still design into a short motion clip for Instagram, TikTok or your product page, without a camera or an editor.',
  },
  {
    icon: Layers,
    title: `${countLabel(CATEGORIES_WITH_TEMPLATES)} categories`,
    text: 'Apparel, devices, print, packaging, marketing materials and home goods: one place for every product you sell.',
  },
  {
    icon: Printer,
    title: 'Print-ready exports',
    text: 'Sharp PNGs, 1200 px from the editor and up to 4096 px in batches and through the API, that hold up on a product page, in a catalogue or on a printed sell sheet.',
  },
];

const STATS = [
  { value: countLabel(TEMPLATE_TOTAL), label: 'templates' },
  { value: countLabel(CATEGORIES_WITH_TEMPLATES), label: 'product categories' },
  { value: '50,000+', label: 'designers' },
  { value: '< 2 min', label: 'from upload to download' },
];

export default function AboutPage() {
  return (
    <>
      <PageMeta
        title="About Us"
        description={`Mockup Studio helps creators, sellers and brands show their designs on realistic products in minutes: AI realism, video mockups, ${countLabel(CATEGORIES_WITH_TEMPLATES)} categories and print-ready exports.`}
      />
      <PageHeader eyebrow={<Badge>About</Badge>} title="About Mockup Studio">
        We help designers, sellers and small businesses show their work on real products, in minutes instead of days.
      </PageHeader>

      <section aria-label="Mission and vision" className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 pt-4 sm:px-6 md:grid-cols-2">
        <article className="rounded-3xl border border-slate-200 bg-white p-8 shadow-sm">
          <span className="grid size-12 place-items-center rounded-2xl bg-brand-100 text-brand-700">
            <Target className="size-6" aria-hidden />
          </span>
          <h2 className="mt-5 text-2xl font-bold text-slate-900">Our mission</h2>
          <p className="mt-3 leading-relaxed text-slate-600">
            Great products deserve great photos, but a photo shoot for every design and colour is out of reach for most
            creators. Our mission is to give anyone with a design the product imagery of a professional studio: upload,
            place, recolour and download, with no camera, no samples and no design software.
          </p>
        </article>
        <article className="rounded-3xl border border-slate-200 bg-white p-8 shadow-sm">
          <span className="grid size-12 place-items-center rounded-2xl bg-brand-100 text-brand-700">
            <Eye className="size-6" aria-hidden />
          </span>
          <h2 className="mt-5 text-2xl font-bold text-slate-900">Our vision</h2>
          <p className="mt-3 leading-relaxed text-slate-600">
            We picture a world where an idea can go from sketch to store listing in an afternoon. Still images, motion
            and 3D will come from a single design file, so small brands can present their products as well as the
            largest ones.
          </p>
        </article>
      </section>

      <section aria-labelledby="different-title" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="different-title" className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
            What makes us different
          </h2>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2">
            {DIFFERENTIATORS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand-600 to-brand-800 text-white">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <dl className="mt-14 grid grid-cols-2 gap-6 text-center md:grid-cols-4">
            {STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-slate-600">{stat.label}</dt>
                <dd className="text-3xl font-extrabold text-brand-700">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="credits-title" className="mx-auto max-w-6xl px-4 pt-16 sm:px-6">
        <h2 id="credits-title" className="text-2xl font-bold text-slate-900">
          Credits
        </h2>
        <ul className="mt-4 space-y-2 text-slate-600">
          {CREDITS.map((credit) => (
            <li key={credit.name}>
              <span className="font-semibold text-slate-900">{credit.name}</span> by {credit.author}, {credit.licence}: {credit.use}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="talk-title" className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-20 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="talk-title" className="text-3xl font-extrabold tracking-tight text-slate-900">
            Let&apos;s build something together
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Whether you are launching your first merch drop or running a catalogue of thousands, we would love to hear
            what you are making. Send us a note, or start creating right away.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/upload">Start Creating</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/mockups">Browse Categories</Link>
            </Button>
          </div>
        </div>
        <QuickContact />
      </section>
    </>
  );
}
