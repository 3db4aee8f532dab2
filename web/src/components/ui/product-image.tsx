import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';

export type ImageTone = 'violet' | 'sky' | 'amber' | 'emerald' | 'rose' | 'orange' | 'slate';

const TONES: Record<ImageTone, { surface: string; icon: string }> = {
  violet: { surface: 'from-brand-100 via-violet-50 to-fuchsia-100', icon: 'text-brand-700' },
  sky: { surface: 'from-sky-100 via-indigo-50 to-brand-100', icon: 'text-sky-700' },
  amber: { surface: 'from-amber-100 via-orange-50 to-rose-100', icon: 'text-amber-700' },
  emerald: { surface: 'from-emerald-100 via-teal-50 to-sky-100', icon: 'text-emerald-700' },
  rose: { surface: 'from-rose-100 via-pink-50 to-brand-100', icon: 'text-rose-700' },
  orange: { surface: 'from-orange-100 via-amber-50 to-yellow-100', icon: 'text-orange-700' },
  slate: { surface: 'from-slate-100 via-slate-50 to-brand-50', icon: 'text-slate-700' },
};

export interface ProductImageProps {
  /** A render from the template library; without one a drawn placeholder stands in. */
  src?: string | undefined;
  alt: string;
  /** The product's icon, drawn on the placeholder. */
  icon: LucideIcon;
  tone?: ImageTone;
  width: number;
  height: number;
  /** Above-the-fold images load at once; everything else lazily. */
  eager?: boolean;
  className?: string;
}

/**
 * Every image slot of the site: a lazy <img> when the template library has a render, otherwise (or if
 * the file fails to load) a gradient with the product's icon — never a broken image or a remote URL.
 */
export function ProductImage({ src, alt, icon: Icon, tone = 'violet', width, height, eager, className }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const box = cn('overflow-hidden', className);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailed(true)}
        className={cn(box, 'object-cover')}
      />
    );
  }
  const colours = TONES[tone];
  return (
    <div {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })} className={cn(box, 'relative grid place-items-center bg-gradient-to-br', colours.surface)}>
      <span aria-hidden className="absolute -right-6 -top-6 size-28 rounded-full bg-white/40" />
      <span aria-hidden className="absolute -bottom-8 -left-4 size-24 rounded-full bg-white/30" />
      <span className="relative grid size-16 place-items-center rounded-2xl bg-white/85 shadow-sm ring-1 ring-black/5">
        <Icon className={cn('size-8', colours.icon)} strokeWidth={1.75} aria-hidden />
      </span>
    </div>
  );
}
