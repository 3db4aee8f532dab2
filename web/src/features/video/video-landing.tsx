import { Clapperboard, Clock, FolderHeart, ImagePlay, MonitorPlay, ShieldCheck, SlidersHorizontal, Sparkles, type LucideIcon } from 'lucide-react';
import { VIDEO_PLATFORM_IDS, VIDEO_PLATFORMS, type VideoPlatform } from '../../../../core/src/video/video-request';
import { IconPoints, type IconPoint } from '../../components/icon-points';
import { cn } from '../../lib/cn';
import { expectedWaitSeconds } from './api';

export const FEATURES: IconPoint[] = [
  {
    icon: Sparkles,
    title: 'Motion Graphics',
    text: 'Slow zooms, pans, 3D tilts with moving shadows, floating cards, light sweeps and a real 360° mug spin, all eased like an editor would.',
  },
  {
    icon: ImagePlay,
    title: 'Image to Video',
    text: 'Start from any mockup or product photo. You get a crisp 1080p H.264 MP4 that plays on every phone, browser and network.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Custom Controls',
    text: 'Describe the motion in your own words, choose the product, a length from 5 to 30 seconds and the format for your platform.',
  },
];

const PLATFORM_USES: Record<VideoPlatform, string> = {
  instagram: 'Feed posts and carousels',
  tiktok: 'TikTok, Reels and Stories',
  youtube: 'Videos, Shorts covers and ads',
  marketing: 'Websites, e-mails and slides',
};

/** The platform cards: each sets the generator's format. */
export function PlatformCards({ selected, onSelect }: { selected: VideoPlatform; onSelect: (platform: VideoPlatform) => void }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {VIDEO_PLATFORM_IDS.map((id) => {
        const { label, aspect, width, height } = VIDEO_PLATFORMS[id];
        return (
          <li key={id}>
            <button
              type="button"
              onClick={() => onSelect(id)}
              aria-pressed={selected === id}
              className={cn(
                'flex h-full w-full cursor-pointer flex-col items-start rounded-2xl border bg-white p-5 text-left shadow-sm transition hover:-translate-y-0.5 hover:shadow-md',
                selected === id ? 'border-brand-600 ring-2 ring-brand-200' : 'border-slate-200',
              )}
            >
              <span className="flex h-14 items-end">
                <span
                  className="block rounded-md border-2 border-brand-500 bg-brand-50"
                  style={{ width: width >= height ? 52 * (width / height > 1.5 ? 1 : 0.75) : 30, height: width >= height ? (width / height > 1.5 ? 30 : 39) : 52 }}
                  aria-hidden
                />
              </span>
              <span className="mt-3 text-lg font-semibold text-slate-900">{label}</span>
              <span className="text-sm text-slate-600">
                {aspect} · {width}×{height}
              </span>
              <span className="mt-1 text-sm text-slate-500">{PLATFORM_USES[id]}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

const BENEFITS: IconPoint[] = [
  {
    icon: Clock,
    title: 'Ready in seconds',
    text: `A 5-second video renders in about ${expectedWaitSeconds(5)} seconds and a 30-second one in about ${expectedWaitSeconds(30)}. No queue of minutes.`,
  },
  { icon: MonitorPlay, title: 'Full HD MP4', text: '1080 pixels on the short side, 30 frames a second, H.264: upload it anywhere without converting.' },
  { icon: FolderHeart, title: 'Kept in your dashboard', text: 'Signed in, every video is saved with your mockups to download again.' },
  { icon: ShieldCheck, title: 'Private by default', text: 'Videos made without an account are deleted after 24 hours.' },
];

export function Benefits() {
  return <IconPoints points={BENEFITS} className="sm:grid-cols-2 lg:grid-cols-4" />;
}

export function SectionTitle({ icon: Icon = Clapperboard, title, children }: { icon?: LucideIcon; title: string; children?: string }) {
  return (
    <div className="mx-auto mb-8 max-w-2xl text-center">
      <Icon className="mx-auto size-7 text-brand-600" aria-hidden />
      <h2 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">{title}</h2>
      {children && <p className="mt-2 text-slate-600">{children}</p>}
    </div>
  );
}
