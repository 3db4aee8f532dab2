import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';

export interface IconPoint {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A grid of short selling points, each an icon tile, a title and a sentence. */
export function IconPoints({ points, className, centred = false }: { points: IconPoint[]; className?: string; centred?: boolean }) {
  return (
    <ul className={cn('grid gap-6', className)}>
      {points.map(({ icon: Icon, title, text }) => (
        <li key={title} className={cn('rounded-2xl border border-slate-200 bg-white p-6 shadow-sm', centred && 'text-center')}>
          <span className={cn('grid size-11 place-items-center rounded-xl bg-brand-100 text-brand-700', centred && 'mx-auto')}>
            <Icon className="size-5" aria-hidden />
          </span>
          <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
          <p className="mt-1 text-sm text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
