import { Clapperboard, Download, ExternalLink, Loader2, RotateCcw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { VIDEO_PLATFORMS, type VideoPlatform } from '../../../../core/src/video/video-request';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import type { VideoRender } from './use-video-render';

interface Props {
  render: VideoRender;
  platform: VideoPlatform;
  duration: number | null;
  waitSeconds: number | null;
  onRetry: () => void;
}

/** The generator's right-hand side: a placeholder, the progress bar, the finished video or what went wrong. */
export function VideoPreview({ render, platform, duration, waitSeconds, onRetry }: Props) {
  const { width, height } = VIDEO_PLATFORMS[platform];
  const frame = 'flex w-full items-center justify-center overflow-hidden rounded-xl bg-slate-900/95';
  const aspect = { aspectRatio: `${width} / ${height}`, maxHeight: '28rem' };

  if (render.phase === 'done') {
    return (
      <div className="space-y-4">
        <div className={frame} style={aspect}>
          <video
            src={render.videoUrl}
            aria-label="Video preview"
            className="h-full w-full object-contain"
            controls
            autoPlay
            muted
            loop
            playsInline
          />
        </div>
        <dl className="grid grid-cols-3 gap-3 text-sm">
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-slate-500">Status</dt>
            <dd>
              <Badge variant="success">Ready</Badge>
            </dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-slate-500">Format</dt>
            <dd className="font-semibold text-slate-900">MP4</dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-slate-500">Size</dt>
            <dd className="font-semibold text-slate-900">
              {width}×{height}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" className="flex-1">
            <a href={render.videoUrl} target="_blank" rel="noreferrer">
              <ExternalLink /> Open Full Size
            </a>
          </Button>
          <Button asChild className="flex-1">
            <a href={`${render.videoUrl}?download=1`} download>
              <Download /> Download
            </a>
          </Button>
        </div>
      </div>
    );
  }

  if (render.phase === 'starting' || render.phase === 'rendering') {
    const progress = render.phase === 'rendering' ? render.progress : 0;
    const label = render.phase === 'starting' ? 'Uploading your image…' : render.status === 'queued' ? 'Waiting for a free renderer…' : 'Rendering frames…';
    return (
      <ProgressPanel className={`${frame} flex-col gap-4 p-8 text-center text-white`} style={aspect}>
        <Loader2 className="size-10 animate-spin text-brand-300" aria-hidden />
        <p className="text-lg font-semibold" role="status">
          {label}
        </p>
        <div className="w-full max-w-xs">
          <div
            role="progressbar"
            aria-label="Video progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 overflow-hidden rounded-full bg-white/15"
          >
            <div className="h-full rounded-full bg-brand-400 transition-[width] duration-700 ease-out" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-2 text-sm text-slate-300">
            {progress}%{waitSeconds && duration ? ` · a ${duration}-second video takes about ${waitSeconds} seconds` : ''}
          </p>
        </div>
      </ProgressPanel>
    );
  }

  if (render.phase === 'failed') {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-8 text-center" style={aspect}>
        <TriangleAlert className="size-9 text-red-600" aria-hidden />
        <p className="font-semibold text-red-900">The video could not be made</p>
        <p className="max-w-sm text-sm text-red-800">{render.message}</p>
        <Button variant="outline" onClick={onRetry}>
          <RotateCcw /> Try again
        </Button>
      </div>
    );
  }

  return (
    <div className={`${frame} flex-col gap-3 p-8 text-center`} style={aspect}>
      <Clapperboard className="size-10 text-slate-400" aria-hidden />
      <p className="font-semibold text-white">Your video will appear here</p>
      <p className="max-w-xs text-sm text-slate-400">
        {width}×{height} MP4{waitSeconds ? `, ready in about ${waitSeconds} seconds` : ', ready in seconds'}
      </p>
    </div>
  );
}

/**
 * The progress panel comes into view when a render starts (on a phone it is below the form), and stops below the
 * sticky header (scroll-mt-20: the header's 4rem and a gap) instead of under it.
 */
function ProgressPanel({ className, style, children }: { className: string; style: React.CSSProperties; children: React.ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div ref={panel} className={`${className} scroll-mt-20 scroll-mb-4`} style={style}>
      {children}
    </div>
  );
}
