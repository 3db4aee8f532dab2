import { Layers, Loader2, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { Button } from '../components/ui/button';
import { PsdImport } from '../features/psd/psd-import';
import { useSession } from '../lib/use-session';

/** /psd-mockup — "Import a PSD mockup": a Photoshop mockup with smart objects becomes a template in the account. */
export default function PsdImportPage() {
  const { user, loading } = useSession();
  return (
    <section className="bg-slate-50/60">
      <PageMeta title="Import a PSD mockup" description="Upload a Photoshop mockup: its smart objects become print areas you can fill with any design." />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <div className="mb-8">
          <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
            <Layers className="size-4" aria-hidden /> Your own Photoshop mockups
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Import a PSD mockup</h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Upload a PSD with a “Place your design here” smart object. We draw its layers, blend modes, masks and warps ourselves, so any design lands where the smart object is.
          </p>
        </div>
        {loading ? (
          <p role="status" className="flex items-center justify-center gap-2 py-24 text-slate-600">
            <Loader2 className="size-5 animate-spin" aria-hidden /> Loading…
          </p>
        ) : user ? (
          <PsdImport />
        ) : (
          <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
            <h2 className="text-xl font-bold text-slate-900">Sign in to import your mockups</h2>
            <p className="mt-2 text-slate-600">Imported mockups are kept in your account and private to you.</p>
            <Button asChild size="lg" className="mt-6">
              <Link to="/auth?next=%2Fpsd-mockup">
                <LogIn /> Sign in
              </Link>
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
