import { useCallback, useEffect, useRef, useState } from 'react';
import { MOTION_FPS, MOTION_SIZE, threeDMotionName, type MotionStyle } from '../../../../../core/src/three-d/editor-state';
import type { ThreeDType } from '../../../../../core/src/three-d/products';
import type { StudioApi } from '../scene/studio-canvas';
import { pickFrameEncoder, type FrameEncoderKind } from './frame-encoder';

export type MotionPhase =
  | { kind: 'checking' }
  | { kind: 'ready'; encoder: FrameEncoderKind }
  | { kind: 'unsupported' }
  | { kind: 'rendering'; done: number; total: number }
  | { kind: 'done'; url: string; fileName: string; bytes: number; seconds: number; renderMs: number; encodedBy: string }
  | { kind: 'failed'; message: string };

const FORMAT = { width: MOTION_SIZE, height: MOTION_SIZE, fps: MOTION_FPS };

/** The encoders live with mediabunny in their own chunk, loaded when the motion view first opens. */
const loadEncoders = () => import('./encoders').then((module) => module.FRAME_ENCODERS);

/**
 * The motion view's work: find an encoder, render the turntable into it with progress, hand back the MP4.
 * `overlay` receives every few rendered frames, so the user watches the video being made.
 */
export function useMotionVideo(type: ThreeDType, api: StudioApi | null, active: boolean, overlay: React.RefObject<HTMLCanvasElement | null>) {
  const [phase, setPhase] = useState<MotionPhase>({ kind: 'checking' });
  const [encoder, setEncoder] = useState<FrameEncoderKind | null>(null);
  const abort = useRef<AbortController | null>(null);
  const url = useRef<string | null>(null);

  const forgetVideo = () => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  };

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    loadEncoders()
      .then((kinds) => pickFrameEncoder(kinds, FORMAT))
      .then(
        (kind) => {
          if (cancelled) return;
          setEncoder(kind);
          setPhase(kind ? { kind: 'ready', encoder: kind } : { kind: 'unsupported' });
        },
        () => !cancelled && setPhase({ kind: 'unsupported' }),
      );
    return () => {
      cancelled = true;
      abort.current?.abort();
      forgetVideo();
      setPhase({ kind: 'checking' });
    };
  }, [active]);

  const render = useCallback(
    async (style: MotionStyle, seconds: number) => {
      if (!api || !encoder) return;
      forgetVideo();
      const controller = new AbortController();
      abort.current = controller;
      const total = Math.round(seconds * MOTION_FPS);
      setPhase({ kind: 'rendering', done: 0, total });
      const started = performance.now();
      const context = overlay.current?.getContext('2d');
      try {
        const frames = await encoder.create(FORMAT);
        const video = await api.recordTurntable({
          style,
          seconds,
          fps: MOTION_FPS,
          size: MOTION_SIZE,
          encoder: frames,
          signal: controller.signal,
          onFrame: (done, count, pixels) => {
            if (context && (done % 3 === 1 || done === count)) context.putImageData(new ImageData(pixels, MOTION_SIZE, MOTION_SIZE), 0, 0);
            setPhase({ kind: 'rendering', done, total: count });
          },
        });
        url.current = URL.createObjectURL(video);
        setPhase({
          kind: 'done',
          url: url.current,
          fileName: threeDMotionName(type),
          bytes: video.size,
          seconds,
          renderMs: performance.now() - started,
          encodedBy: encoder.label,
        });
      } catch (error) {
        if (controller.signal.aborted) setPhase({ kind: 'ready', encoder });
        else setPhase({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      } finally {
        abort.current = null;
      }
    },
    [api, encoder, overlay, type],
  );

  const cancel = useCallback(() => abort.current?.abort(), []);
  return { phase, render, cancel };
}
