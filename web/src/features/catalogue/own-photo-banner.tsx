import { ArrowRight, Camera, Layers } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

/** The catalogue's way out when no template fits: make one from a photo of your own product. */
export function OwnPhotoBanner() {
  return (
    <div className="mt-8 flex flex-col gap-4 rounded-2xl border border-brand-200 bg-gradient-to-r from-brand-50 to-fuchsia-50 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm">
          <Camera className="size-6" aria-hidden />
        </span>
        <div>
          <h2 className="font-semibold text-slate-900">Your product isn’t here? Use your own photo</h2>
          <p className="mt-0.5 text-sm text-slate-600">Upload a photo of your product and turn it into a template in a minute: any colour, any design, real folds.</p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button asChild size="lg">
          <Link to="/own-photo">
            Use your own photo <ArrowRight />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/psd-mockup">
            <Layers /> Import a PSD mockup
          </Link>
        </Button>
      </div>
    </div>
  );
}
