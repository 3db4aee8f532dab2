import { ArrowLeft, Move3d } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  LIGHTINGS,
  MOTION_SIZE,
  SWATCHES,
  swatchHex,
  threeDPngName,
  type MotionDuration,
  type MotionStyle,
} from '../../../../core/src/three-d/editor-state';
import { threeDProduct, type ThreeDType } from '../../../../core/src/three-d/products';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { saveFile } from '../editor/download-mockup';
import { useDesign } from '../upload/design-store';
import { BoxSection } from './box/box-section';
import { MotionPanel } from './motion/motion-panel';
import { useMotionVideo } from './motion/use-motion-video';
import type { StudioApi } from './scene/studio-canvas';
import { EditorPanel } from './ui/editor-panel';
import { useBoxSpec } from './use-box-spec';
import { useDesignTexture } from './use-design-texture';
import { useEditorState } from './use-editor-state';

type View = 'editor' | 'motion';

// three.js is most of this route's code: the heading and controls paint first, the canvas follows.
const StudioCanvas = lazy(() => import('./scene/studio-canvas').then((module) => ({ default: module.StudioCanvas })));

/**
 * The 3D editor of one product and its motion view. The 3D canvas stays mounted across both, so going to the
 * motion view and back keeps the product, the design, the camera and every setting exactly as they were.
 */
export function ThreeDStudio({ type }: { type: ThreeDType }) {
  const product = threeDProduct(type);
  const { state, update, reset } = useEditorState(type);
  const { design, previewUrl } = useDesign();
  const box = useBoxSpec();
  const designImage = useDesignTexture(design);
  const [api, setApi] = useState<StudioApi | null>(null);
  const [view, setView] = useState<View>('editor');
  const [style, setStyle] = useState<MotionStyle>('spin');
  const [seconds, setSeconds] = useState<MotionDuration>(5);
  const [downloading, setDownloading] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const overlay = useRef<HTMLCanvasElement>(null);
  const motion = useMotionVideo(type, api, view === 'motion', overlay);
  const rendering = motion.phase.kind === 'rendering';
  const onReady = useCallback((ready: StudioApi) => setApi(ready), []);

  const download = async (size: number, transparent: boolean) => {
    if (!api) return;
    setDownloading(true);
    try {
      saveFile(await api.capturePng(size, transparent), threeDPngName(type));
      toast.success('Downloaded!', { description: 'Your mockup has been downloaded successfully.' });
    } catch {
      toast.error('Download failed', { description: 'The 3D view could not be rendered. Please try again.' });
    } finally {
      setDownloading(false);
    }
  };

  const colourName = SWATCHES.find((swatch) => swatch.id === state.color)!.name;
  const lightingName = LIGHTINGS.find((lighting) => lighting.id === state.lighting)!.name;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {view === 'editor' ? (
          <Button variant="ghost" asChild>
            <Link to="/3d-mockup">
              <ArrowLeft aria-hidden /> All 3D Mockups
            </Link>
          </Button>
        ) : (
          <Button
            variant="ghost"
            onClick={() => {
              setPreviewing(false);
              setView('editor');
            }}
            disabled={rendering}
          >
            <ArrowLeft aria-hidden /> Back to 3D Mockup
          </Button>
        )}
        <div className="flex gap-2">
          <Badge variant="neutral">{product.category}</Badge>
          {product.isPopular && <Badge>Popular</Badge>}
        </div>
      </div>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900">
        {view === 'editor' ? `${product.name} Mockup` : 'Create Motion Video'}
      </h1>
      <p className="mt-1 text-slate-600">
        {view === 'editor'
          ? 'Upload your design, turn the product, choose its colour and lighting, then download a PNG or a turntable video.'
          : `A seamless turntable of your ${product.name.replace('3D ', '').toLowerCase()} with ${lightingName.toLowerCase()} lighting, rendered on your device.`}
      </p>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="lg:sticky lg:top-4">
          <div
            role="img"
            aria-label={`3D preview: ${product.name} in ${colourName}, ${lightingName} lighting${designImage ? ', with your design' : ''}`}
            className="relative mx-auto aspect-square w-full max-w-[620px] touch-none overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 shadow-sm"
          >
            <Suspense>
              <StudioCanvas
                type={type}
                state={state}
                box={type === 'box' ? box.spec : undefined}
                design={designImage}
                preview={view === 'motion' && previewing && !rendering ? { style, seconds } : null}
                onReady={onReady}
                onRotate={view === 'editor' ? update : undefined}
              />
            </Suspense>
            {view === 'motion' && (
              <canvas
                ref={overlay}
                width={MOTION_SIZE}
                height={MOTION_SIZE}
                aria-hidden
                className={cn('pointer-events-none absolute inset-0 size-full', rendering ? 'opacity-100' : 'opacity-0')}
              />
            )}
            {/* Shown while the model file loads too: on a pill of its own, readable over any lighting's backdrop. */}
            {!api && (
              <p className="absolute inset-0 grid place-items-center">
                <span className="rounded-full bg-white/90 px-3 py-1 text-sm text-slate-700 shadow-sm">Preparing the 3D view…</span>
              </p>
            )}
            {view === 'editor' && (
              <p className="pointer-events-none absolute bottom-3 left-3 flex items-center gap-1.5 rounded-full bg-white/85 px-3 py-1 text-xs font-medium text-slate-700 shadow-sm backdrop-blur">
                <Move3d className="size-3.5" aria-hidden /> Drag to turn · scroll to zoom
              </p>
            )}
          </div>
        </div>

        <Card className="p-6">
          {view === 'editor' ? (
            <div className="space-y-7">
              {type === 'box' && (
                <BoxSection
                  spec={box.spec}
                  update={box.update}
                  colour={swatchHex(state.color)}
                  design={design && previewUrl ? { url: previewUrl, aspect: design.width / design.height, image: design.image } : null}
                  scale={state.scale}
                  wrap={state.wrap}
                />
              )}
              <EditorPanel
              product={product}
              state={state}
              update={update}
              onReset={() => {
                reset();
                box.reset();
                api?.resetCamera();
              }}
              onDownload={(size, transparent) => void download(size, transparent)}
              onCreateMotion={() => setView('motion')}
              ready={api !== null}
              downloading={downloading}
              />
            </div>
          ) : (
            <MotionPanel
              phase={motion.phase}
              style={style}
              seconds={seconds}
              onStyle={setStyle}
              onSeconds={setSeconds}
              previewing={previewing}
              onPreview={setPreviewing}
              onRender={() => void motion.render(style, seconds)}
              onCancel={motion.cancel}
            />
          )}
        </Card>
      </div>
    </div>
  );
}
