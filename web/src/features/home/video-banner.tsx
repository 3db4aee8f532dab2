import { Play, Video } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** The 'New feature' banner for the video generator (its buttons are deliberately not wired yet, per spec). */
export function VideoBanner() {
  return (
    <section aria-labelledby="video-banner" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-fuchsia-800 px-6 py-12 text-white sm:px-12">
        <div aria-hidden className="absolute -right-16 -top-16 size-64 rounded-full bg-white/10" />
        <div className="relative max-w-2xl">
          <span className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
            <Video className="size-4" aria-hidden /> New feature
          </span>
          <h2 id="video-banner" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
            Turn mockups into scroll-stopping videos
          </h2>
          <p className="mt-3 text-lg text-brand-100">
            Generate short product videos from your designs in minutes — perfect for reels, stories and ads.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button size="lg" variant="light" type="button">
              <Video aria-hidden /> Try Video Generator
            </Button>
            <Button size="lg" type="button" className="border border-white/30 bg-transparent hover:bg-white/10">
              <Play aria-hidden /> See Examples
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
