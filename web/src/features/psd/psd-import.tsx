import { AlertTriangle, FileUp, Loader2, Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PsdImportResult } from '../../../../core/src/psd/psd-template';
import { Button } from '../../components/ui/button';
import { ownTemplateEditorPath } from '../own-photo/own-photo-api';
import { importPsd, psdPreviewUrl } from './psd-api';

type State = { step: 'choose' } | { step: 'importing'; name: string } | { step: 'failed'; message: string } | { step: 'done'; result: PsdImportResult };

/** Upload a .psd or .psb; then its print areas, what we could not draw, a preview, and the way into the editor. */
export function PsdImport() {
  const [state, setState] = useState<State>({ step: 'choose' });
  const input = useRef<HTMLInputElement>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setState({ step: 'importing', name: file.name });
    try {
      setState({ step: 'done', result: await importPsd(file) });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof Error ? error.message : 'The import failed.' });
    }
  };

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <label className="flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed border-slate-300 p-8 text-center hover:border-brand-400">
        <FileUp className="size-8 text-brand-700" aria-hidden />
        <span className="font-semibold text-slate-900">Choose a Photoshop mockup (.psd or .psb, up to 200 MB)</span>
        <span className="text-sm text-slate-600">Smart objects become print areas; a colour fill layer becomes the product colour.</span>
        <input
          ref={input}
          type="file"
          accept=".psd,.psb,image/vnd.adobe.photoshop"
          className="sr-only"
          aria-label="Photoshop file"
          disabled={state.step === 'importing'}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </label>
      {state.step === 'importing' && (
        <p role="status" className="mt-4 flex items-center gap-2 text-slate-700">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Reading {state.name}…
        </p>
      )}
      {state.step === 'failed' && (
        <p role="alert" className="mt-4 flex items-start gap-2 rounded-lg bg-red-50 p-3 text-red-800">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden /> {state.message}
        </p>
      )}
      {state.step === 'done' && <Imported result={state.result} />}
    </div>
  );
}

function Imported({ result }: { result: PsdImportResult }) {
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-[2fr_1fr]">
      <img src={psdPreviewUrl(result.id, 1200)} alt="Preview of the imported mockup" className="w-full rounded-lg border border-slate-200" />
      <div className="space-y-4">
        <section>
          <h2 className="font-semibold text-slate-900">Print areas</h2>
          <ul aria-label="Print areas" className="mt-1 space-y-1 text-sm text-slate-700">
            {result.areas.map((area, i) => (
              <li key={i}>
                {area.name} — {Math.round(area.width)} × {Math.round(area.height)} px
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="font-semibold text-slate-900">Not applied</h2>
          {result.unsupported.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">Everything in the file is drawn.</p>
          ) : (
            <ul aria-label="Not applied" className="mt-1 space-y-1 text-sm text-amber-800">
              {result.unsupported.map((item, i) => (
                <li key={i}>
                  <strong>{item.layer}</strong>: {item.feature}
                </li>
              ))}
            </ul>
          )}
        </section>
        <Button asChild size="lg">
          <Link to={ownTemplateEditorPath(result.id)}>
            <Pencil /> Open in the editor
          </Link>
        </Button>
      </div>
    </div>
  );
}
