import { Camera, Loader2, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { Button } from '../components/ui/button';
import { OwnPhotoWizard } from '../features/own-photo/own-photo-wizard';
import { useSession } from '../lib/use-session';

const HOW = ['Upload a photo of your product', 'We cut it out; touch it up with a brush', 'Mark where prints go', 'Use it like any template: your designs, any colour'];

/** /own-photo — "Use your own photo": any product photo becomes a recolourable template in the account. */
export default function OwnPhotoPage() {
  const { user, loading } = useSession();
  return (
    <section className="bg-slate-50/60">
      <PageMeta title="Use your own photo" description="Turn a photo of your own product into a recolourable mockup template." />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <div className="mb-8">
          <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
            <Camera className="size-4" aria-hidden /> Your own photo as a template
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Use your own photo</h1>
          <p className="mt-2 max-w-2xl text-slate-600">Turn a photo of your product into a template: recolour it and put any design on it, with its folds and light.</p>
        </div>
        {loading ? (
          <p role="status" className="flex items-center justify-center gap-2 py-24 text-slate-600">
            <Loader2 className="size-5 animate-spin" aria-hidden /> Loading…
          </p>
        ) : user ? (
          <OwnPhotoWizard />
        ) : (
          <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
            <h2 className="text-xl font-bold text-slate-900">Sign in to make your own templates</h2>
            <p className="mt-2 text-slate-600">Your templates are saved to your account, ready in the editor whenever you need them. It’s free.</p>
            <ol className="mx-auto mt-5 max-w-sm space-y-2 text-left text-sm text-slate-700">
              {HOW.map((step, i) => (
                <li key={step} className="flex gap-3">
                  <span className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">{i + 1}</span>
                  {step}
                </li>
              ))}
            </ol>
            <Button asChild size="lg" className="mt-6">
              <Link to="/auth?next=%2Fown-photo">
                <LogIn /> Sign in
              </Link>
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
