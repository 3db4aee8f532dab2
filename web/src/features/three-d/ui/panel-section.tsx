import type { ReactNode } from 'react';

/** A titled group of controls in the editor's side panel. */
export function PanelSection({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xs font-semibold uppercase tracking-wider text-slate-500">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
