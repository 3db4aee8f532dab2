import { useId } from 'react';
import { CopyButton } from './copy-button';

/** A titled, copyable code sample; the figure is named by its title. */
export function CodeBlock({ title, code, language }: { title: string; code: string; language: string }) {
  const id = useId();
  return (
    <figure aria-labelledby={id} className="overflow-hidden rounded-xl border border-slate-800 bg-slate-950">
      <figcaption className="flex items-center justify-between gap-2 border-b border-slate-800 px-4 py-2">
        <span id={id} className="text-sm font-semibold text-slate-100">{title}</span>
        <span className="flex items-center gap-2">
          <span className="text-xs uppercase tracking-wide text-slate-300">{language}</span>
          <CopyButton text={code} label={`Copy ${title}`} variant="secondary" />
        </span>
      </figcaption>
      {/* Long lines (a design's data URL) wrap inside the block; Copy still copies them whole. Focusable, for keyboard scrolling. */}
      <pre
        tabIndex={0}
        aria-label={`${title} code`}
        className="overflow-x-auto whitespace-pre-wrap p-4 text-xs leading-relaxed text-slate-100 [overflow-wrap:anywhere] focus-visible:outline-2 focus-visible:outline-brand-400"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
