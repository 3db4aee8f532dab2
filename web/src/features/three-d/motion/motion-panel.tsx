import { AlertTriangle, Clapperboard, Download, ExternalLink, Loader2, Pause, Play, X } from 'lucide-react';
import {
  MOTION_DURATIONS,
  MOTION_FPS,
  MOTION_SIZE,
  MOTION_STYLES,
  type MotionDuration,
  type MotionStyle,
} from '../../../../../core/src/three-d/editor-state';
import { formatMegabytes } from '../../../../../core/src/upload/upload-rules';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { PanelSection } from '../ui/panel-section';
import type { MotionPhase } from './use-motion-video';

interface Props {
  phase: MotionPhase;
  style: MotionStyle;
  seconds: MotionDuration;
  onStyle: (style: MotionStyle) => void;
  onSeconds: (seconds: MotionDuration) => void;
  onRender: () => void;
  onCancel: () => void;
  /** Whether the 3D view plays the turn live (off by default: it costs a lot without a GPU). */
  previewing: boolean;
  onPreview: (on: boolean) => void;
}

function Choice({ name, checked, onChange, label, hint }: { name: string; checked: boolean; onChange: () => void; label: string; hint?: string }) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer flex-col rounded-lg border px-3 py-2 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
        checked ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-200 text-slate-800 hover:border-slate-300',
      )}
    >
      {/* The radio covers its whole card, so a click anywhere on it is a click on the radio. */}
      <input type="radio" name={name} checked={checked} onChange={onChange} className="absolute inset-0 z-10 cursor-pointer opacity-0" />
      <span className="font-semibold">{label}</span>
      {hint && <span className="text-xs text-slate-600">{hint}</span>}
    </label>
  );
}

/** The motion view's controls: how the turntable moves, how long it runs, and the rendered MP4. */
export function MotionPanel({ phase, style, seconds, onStyle, onSeconds, onRender, onCancel, previewing, onPreview }: Props) {
  const rendering = phase.kind === 'rendering';
  return (
    <div className="space-y-7">
      <fieldset disabled={rendering} className="space-y-3">
        <legend className="text-xs font-semibold uppercase tracking-wider text-slate-500">Motion</legend>
        <div className="grid grid-cols-2 gap-2">
          {MOTION_STYLES.map((option) => (
            <Choice key={option.id} name="motion-style" checked={style === option.id} onChange={() => onStyle(option.id)} label={option.name} hint={option.hint} />
          ))}
        </div>
      </fieldset>

      <fieldset disabled={rendering} className="space-y-3">
        <legend className="text-xs font-semibold uppercase tracking-wider text-slate-500">Duration</legend>
        <div className="grid grid-cols-3 gap-2">
          {MOTION_DURATIONS.map((option) => (
            <Choice key={option} name="motion-duration" checked={seconds === option} onChange={() => onSeconds(option)} label={`${option} seconds`} />
          ))}
        </div>
        <p className="text-xs text-slate-500">
          One seamless 360° turn · {MOTION_SIZE} × {MOTION_SIZE} · {MOTION_FPS} fps · H.264 MP4
        </p>
      </fieldset>

      <Button variant="outline" className="w-full" aria-pressed={previewing} disabled={rendering} onClick={() => onPreview(!previewing)}>
        {previewing ? <Pause aria-hidden /> : <Play aria-hidden />} Preview Motion
      </Button>

      {phase.kind === 'unsupported' ? (
        <div role="alert" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <AlertTriangle className="size-5 shrink-0 text-amber-600" aria-hidden />
          <div>
            <p className="font-semibold">This browser can’t make MP4 videos</p>
            <p className="mt-1">
              Motion videos are drawn in your browser, which needs WebCodecs or OffscreenCanvas — this one offers neither. Open
              this page in a current Chrome, Edge, Firefox or Safari to create the video; your 3D PNG downloads work here as usual.
            </p>
          </div>
        </div>
      ) : rendering ? (
        <div className="space-y-3 rounded-xl border border-brand-200 bg-brand-50/60 p-4">
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Loader2 className="size-4 animate-spin text-brand-700" aria-hidden />
            {phase.done < phase.total ? `Rendering frame ${phase.done} of ${phase.total}` : 'Encoding the MP4…'}
          </p>
          <div
            role="progressbar"
            aria-label="Rendering video"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((phase.done / phase.total) * 100)}
            className="h-2 overflow-hidden rounded-full bg-brand-100"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${(phase.done / phase.total) * 100}%` }} />
          </div>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            <X aria-hidden /> Cancel
          </Button>
        </div>
      ) : (
        <Button size="lg" className="w-full" disabled={phase.kind === 'checking'} onClick={onRender}>
          <Clapperboard aria-hidden /> {phase.kind === 'done' ? 'Render Again' : 'Render Video'}
        </Button>
      )}

      {phase.kind === 'failed' && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          The video could not be made: {phase.message} Please try again.
        </p>
      )}

      {phase.kind === 'done' && (
        <PanelSection title="Your video">
          <video
            src={phase.url}
            aria-label="Motion video preview"
            className="aspect-square w-full rounded-xl border border-slate-200 bg-slate-900"
            controls
            loop
            muted
            autoPlay
            playsInline
          />
          <dl className="grid grid-cols-4 gap-2 text-center text-xs">
            {[
              ['Status', 'Ready'],
              ['Format', 'MP4'],
              ['Length', `${phase.seconds} s`],
              ['Size', formatMegabytes(phase.bytes)],
            ].map(([term, value]) => (
              <div key={term} className="rounded-lg bg-slate-50 px-1 py-2">
                <dt className="text-slate-500">{term}</dt>
                <dd className="font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="grid grid-cols-2 gap-2">
            <Button asChild>
              <a href={phase.url} download={phase.fileName}>
                <Download aria-hidden /> Download MP4
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={phase.url} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden /> Open Full Size
              </a>
            </Button>
          </div>
          <p className="text-xs text-slate-500">
            Made in {(phase.renderMs / 1000).toFixed(1)} s · {phase.encodedBy}.
          </p>
        </PanelSection>
      )}
    </div>
  );
}
