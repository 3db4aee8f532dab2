import { ArrowLeft, Download, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { EDITOR_DOWNLOAD_SIZE } from '../../../../core/src/editor/sizes';
import type { OwnTemplateInfo } from '../../../../core/src/own-photo/own-template';
import { psdTemplateSummarySchema, type PsdTemplateSummary } from '../../../../core/src/psd/psd-template';
import { DEFAULT_PLACEMENT, type Placement, type RgbaImage } from '../../../../core/src/render/types';
import { Button } from '../../components/ui/button';
import type { Design } from '../upload/prepare-design';
import { decodeImage } from '../editor/browser-assets';
import { blobToDataUrl } from './psd-api';
import { loadPsdTemplate, type LoadedPsdTemplate } from './psd-browser';
import { PsdCanvasPreview } from './psd-canvas-preview';
import { PsdMakeVideo } from './psd-make-video';

/** Server renders while the user adjusts: this long after the last change (a render of the stack takes ~0.1–1 s). */
const RENDER_DELAY_MS = 250;
const PREVIEW_WIDTH = 900;
const DOWNLOAD_WIDTH = 2048;
/** The finished mockup handed to the video generator, as large as the library editor hands over. */
const VIDEO_WIDTH = EDITOR_DOWNLOAD_SIZE;

const SLIDERS: { key: keyof Placement; label: string; min: number; max: number; step: number }[] = [
  { key: 'x', label: 'Position X', min: 0, max: 100, step: 1 },
  { key: 'y', label: 'Position Y', min: 0, max: 100, step: 1 },
  { key: 'size', label: 'Size', min: 0.1, max: 2, step: 0.05 },
  { key: 'rotation', label: 'Rotation', min: -180, max: 180, step: 1 },
];

/** The server's render, each smart object with its own placement. */
async function render(id: string, design: string, placements: readonly Placement[], color: string, width: number): Promise<Blob> {
  const response = await fetch('/api/render', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ templateId: id, design, placement: placements[0], areaPlacements: placements, color, width }),
  });
  if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { error?: string }).error ?? `The render failed (${response.status})`);
  return response.blob();
}

/**
 * The editor of a template imported from a PSD: the design placed with the editor's sliders in each print area (one
 * per smart object, chosen by its tab) and the product colour,
 * the stack drawn in the browser by core (or, if its layers cannot be loaded, by the server on each change); the
 * download is the server's render.
 */
export function PsdTemplateEditor({ info, design, onBack, backLabel }: { info: OwnTemplateInfo; design: Design; onBack: () => void; backLabel: string }) {
  const [summary, setSummary] = useState<PsdTemplateSummary>();
  const [designUrl, setDesignUrl] = useState<string>();
  // One placement per print area, in the plan's order; the sliders move the chosen area's.
  const [placements, setPlacements] = useState<Placement[]>([{ ...DEFAULT_PLACEMENT }]);
  const [area, setArea] = useState(0);
  const placement = placements[area] ?? DEFAULT_PLACEMENT;
  const [colour, setColour] = useState<string>();
  const [preview, setPreview] = useState<{ url?: string; busy: boolean; error?: string }>({ busy: true });
  // The stack drawn here in the browser once its layers are loaded; the server's renders if they cannot be.
  const [local, setLocal] = useState<{ template: LoadedPsdTemplate; design: RgbaImage } | 'failed'>();

  useEffect(() => {
    let cancelled = false;
    Promise.all([loadPsdTemplate(info.id), decodeImage(design.image)]).then(
      ([template, image]) => !cancelled && setLocal({ template, design: image }),
      () => !cancelled && setLocal('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [info.id, design.image]);

  useEffect(() => {
    void fetch(`/api/own-templates/${encodeURIComponent(info.id)}/plan`)
      .then((r) => r.json())
      .then((data) => {
        const parsed = psdTemplateSummarySchema.parse(data);
        setSummary(parsed);
        setPlacements((list) => parsed.areas.map((_, i) => list[i] ?? { ...DEFAULT_PLACEMENT }));
        setColour((c) => c ?? parsed.colour ?? '#ffffff');
      })
      .catch(() => setColour((c) => c ?? '#ffffff'));
    void blobToDataUrl(design.image).then(setDesignUrl);
  }, [info.id, design.image]);

  useEffect(() => {
    if (!designUrl || !colour || local !== 'failed') return;
    let cancelled = false;
    const timer = setTimeout(() => {
      setPreview((p) => ({ ...p, busy: true }));
      render(info.id, designUrl, placements, colour, PREVIEW_WIDTH).then(
        (blob) => {
          if (!cancelled) setPreview({ url: URL.createObjectURL(blob), busy: false });
        },
        (error: unknown) => {
          if (!cancelled) setPreview((p) => ({ ...p, busy: false, error: (error as Error).message }));
        },
      );
    }, RENDER_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [info.id, designUrl, placements, colour, local]);

  // Each rendered picture's object URL is let go once the next one shows.
  useEffect(() => {
    const url = preview.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [preview.url]);

  const download = async () => {
    if (!designUrl || !colour) return;
    const blob = await render(info.id, designUrl, placements, colour, DOWNLOAD_WIDTH);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${info.name.replace(/[^\w-]+/g, '-')}-${colour.slice(1)}.png`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="relative rounded-xl border border-slate-200 bg-white p-2">
        {local && local !== 'failed' && colour ? (
          <PsdCanvasPreview template={local.template} design={local.design} placements={placements} colour={colour} outlined={placements.length > 1 ? area : undefined} label={`${info.name} with your design`} />
        ) : preview.url ? (
          <img src={preview.url} alt={`${info.name} with your design`} className="w-full" data-testid="psd-preview" />
        ) : (
          <div className="aspect-[3/2]" />
        )}
        {local === 'failed' && preview.busy && (
          <p role="status" className="absolute right-3 top-3 flex items-center gap-1 rounded bg-white/80 px-2 py-1 text-sm text-slate-700">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Rendering…
          </p>
        )}
        {preview.error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {preview.error}
          </p>
        )}
      </div>
      <div className="space-y-5">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft /> {backLabel}
        </Button>
        <h1 className="text-2xl font-bold text-slate-900">{info.name}</h1>
        {summary && summary.areas.length === 1 && <p className="text-sm text-slate-600">Print area: {summary.areas[0]!.name}</p>}
        {summary && summary.areas.length > 1 && (
          <div role="tablist" aria-label="Print areas" className="flex flex-wrap gap-2">
            {summary.areas.map((a, i) => (
              <Button key={`${i}-${a.name}`} role="tab" aria-selected={i === area} variant={i === area ? 'default' : 'outline'} size="sm" onClick={() => setArea(i)}>
                {a.name}
              </Button>
            ))}
          </div>
        )}
        {SLIDERS.map(({ key, label, min, max, step }) => (
          <label key={key} className="block text-sm font-medium text-slate-800">
            {label}
            <input
              type="range"
              className="mt-1 w-full"
              min={min}
              max={max}
              step={step}
              value={placement[key]}
              onChange={(event) => {
                const value = Number(event.target.value);
                setPlacements((list) => list.map((p, i) => (i === area ? { ...p, [key]: value } : p)));
              }}
            />
          </label>
        ))}
        <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
          Product colour
          <input type="color" aria-label="Product colour" value={colour ?? '#ffffff'} onChange={(event) => setColour(event.target.value)} />
        </label>
        <Button size="lg" onClick={() => void download()} disabled={!designUrl || !colour}>
          <Download /> Download PNG
        </Button>
        <PsdMakeVideo name={info.name} disabled={!designUrl || !colour} renderPng={() => render(info.id, designUrl!, placements, colour!, VIDEO_WIDTH)} />
      </div>
    </div>
  );
}
