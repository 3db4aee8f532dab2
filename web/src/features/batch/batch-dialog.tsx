import { Layers, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { BatchAreas } from '../../../../core/src/editor/batch-layers';
import { isFinished } from '../../../../core/src/render/batch-request';
import { PRODUCT_COLOURS } from '../../../../core/src/render/colour';
import type { Placement } from '../../../../core/src/render/types';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import type { Design } from '../upload/prepare-design';
import { blobToDataUrl, cancelBatch, startBatch } from './batch-api';
import { BatchForm, choiceProblem, choiceSummary, type BatchChoice } from './batch-form';
import { BatchProgressView, DownloadZip } from './batch-progress-view';
import { chosenTemplates } from './template-picker';
import { useBatchProgress } from './use-batch-progress';

interface Props {
  /** The visitor's design; without one the dialog sends them to upload it. */
  design: Design | null;
  placement: Placement;
  colour: string;
  /** The category whose templates start ticked. */
  category: string;
  /** A template of the user's own open in the editor: it starts ticked instead of a category. */
  ownTemplate?: { id: string; title: string };
  /** The views of the product open in the editor (a hoodie's front and back), offered as one choice. */
  views?: string[] | undefined;
  /** The editor's layers when the mockup is more than the design alone (text, added images): the batch draws them. */
  layers?: (() => Promise<BatchAreas | null>) | undefined;
  className?: string;
}

/** The search parameter that keeps a running batch on the page across reloads. */
const BATCH_PARAM = 'batch';

/**
 * 'Batch mockups…': one design on many templates (a category, several, or hand-picked) in one or more colours, made
 * on the server and downloaded as one ZIP. The batch id sits in the URL, so a reload shows the same progress.
 */
export function BatchMockupsButton({ design, placement, colour, category, ownTemplate, views, layers, className }: Props) {
  const [params, setParams] = useSearchParams();
  const batchId = params.get(BATCH_PARAM);
  const [open, setOpen] = useState(batchId !== null);
  const setBatch = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(BATCH_PARAM, id);
        else next.delete(BATCH_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className={className}>
          <Layers /> Batch mockups…
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Batch mockups</DialogTitle>
          <DialogDescription>
            Your design on many templates at once, each at the same spot of its own print area, in one ZIP.
          </DialogDescription>
        </DialogHeader>
        {!design ? (
          <NeedsDesign />
        ) : batchId ? (
          <BatchRun batchId={batchId} onNew={() => setBatch(null)} onClose={() => setOpen(false)} />
        ) : (
          <BatchSetup design={design} placement={placement} colour={colour} category={category} ownTemplate={ownTemplate} views={views} layers={layers} onStarted={setBatch} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function NeedsDesign() {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">Upload a design first: the batch puts it on every template you choose.</p>
      <DialogFooter>
        <Button asChild>
          <Link to="/upload">Upload a design</Link>
        </Button>
      </DialogFooter>
    </div>
  );
}

function BatchSetup({ design, placement, colour, category, ownTemplate, views, layers, onStarted }: Omit<Props, 'className'> & { design: Design; onStarted: (id: string) => void }) {
  // The colour in use starts ticked when it is one of the swatches; otherwise White does.
  const swatch = PRODUCT_COLOURS.find((c) => c.value.toLowerCase() === colour.toLowerCase())?.value ?? '#FFFFFF';
  const [choice, setChoice] = useState<BatchChoice>({
    categories: ownTemplate ? [] : [category],
    handPicked: false,
    excluded: [],
    colours: [swatch],
    width: 1200,
    ...(ownTemplate && { own: { ...ownTemplate, on: true } }),
    ...(views && { views }),
  });
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = choiceProblem(choice);
  const count = chosenTemplates(choice).length * choice.colours.length;

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      // Whole categories by name; hand-picked templates and the user's own one by id.
      const own = choice.own?.on ? [choice.own.id] : [];
      const templates = choice.handPicked
        ? { templateIds: chosenTemplates(choice) }
        : { ...(choice.categories.length > 0 && { categories: choice.categories }), ...(own.length > 0 && { templateIds: own }) };
      const areas = await layers?.();
      const drawn = areas ? { areas } : { design: await blobToDataUrl(design.image), placement };
      const { batchId } = await startBatch({ ...drawn, colors: choice.colours, width: choice.width, ...templates });
      onStarted(batchId);
    } catch (e) {
      setError((e as Error).message);
      toast.error('The batch could not start', { description: (e as Error).message });
    } finally {
      setStarting(false);
    }
  };

  return (
    <>
      <BatchForm choice={choice} onChange={setChoice} />
      <p className="mt-5 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">{problem ?? choiceSummary(choice)}</p>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button onClick={() => void start()} disabled={problem !== null || starting}>
          {starting ? <Loader2 className="animate-spin" /> : <Layers />}
          {starting ? 'Starting…' : `Create ${count} mockup${count === 1 ? '' : 's'}`}
        </Button>
      </DialogFooter>
    </>
  );
}

function BatchRun({ batchId, onNew, onClose }: { batchId: string; onNew: () => void; onClose: () => void }) {
  const [state, setProgress] = useBatchProgress(batchId);
  const [cancelling, setCancelling] = useState(false);
  if (state.status === 'loading') {
    return (
      <p className="flex items-center gap-2 py-8 text-sm text-slate-600">
        <Loader2 className="size-4 animate-spin" aria-hidden /> Loading the batch…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="space-y-4">
        <p role="alert" className="text-sm text-red-700">{state.message}</p>
        <DialogFooter>
          <Button onClick={onNew}>Start a new batch</Button>
        </DialogFooter>
      </div>
    );
  }
  const { progress } = state;
  const cancel = async () => {
    setCancelling(true);
    try {
      setProgress(await cancelBatch(batchId));
    } catch (e) {
      toast.error('Could not cancel', { description: (e as Error).message });
    } finally {
      setCancelling(false);
    }
  };
  return (
    <>
      <BatchProgressView progress={progress} />
      <DialogFooter>
        {isFinished(progress.status) ? (
          <>
            <Button variant="outline" onClick={onNew}>New batch</Button>
            {progress.zipUrl ? <DownloadZip progress={progress} /> : <Button onClick={onClose}>Close</Button>}
          </>
        ) : (
          <Button variant="outline" onClick={() => void cancel()} disabled={cancelling} className="text-red-700 hover:bg-red-50">
            {cancelling ? 'Cancelling…' : 'Cancel batch'}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
