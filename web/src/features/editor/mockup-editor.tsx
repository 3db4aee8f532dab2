import { ArrowLeft, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { TemplateSummary } from '../../../../core/src/templates/library';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ApiError } from '../../lib/api';
import { usePlansInfo } from '../../lib/use-plans-info';
import { useSession } from '../../lib/use-session';
import type { Design } from '../upload/prepare-design';
import { EditorActions } from './editor-actions';
import { EditorCanvas } from './editor-canvas';
import { EditorControls } from './editor-controls';
import { storedEditorDoc, storeEditorDoc } from './editor-doc-store';
import { DOWNLOAD_SIZE, mockupFileName, renderMockupPng, saveFile } from './download-mockup';
import { downloadSide, renderOnServer } from './server-download';
import { saveMockupToAccount } from './save-to-account';
import { useEditor } from './use-editor';
import { useMockupSources } from './use-mockup-sources';

interface Props {
  template: TemplateSummary;
  design: Design;
  /** 'Back to Templates': to this template's detail view. */
  onBack: () => void;
  backLabel?: string;
}

/** The editor for one template and the visitor's design; placement and colour are kept per template in this browser. */
export default function MockupEditor({ template, design, onBack, backLabel = 'Back to Templates' }: Props) {
  const sources = useMockupSources(template.id, design.image);
  const { doc, run, canUndo, canRedo } = useEditor(() => storedEditorDoc(template));
  const { user } = useSession();
  const plans = usePlansInfo(user?.id);
  const [downloading, setDownloading] = useState(false);
  const announced = useRef(false);

  useEffect(() => {
    storeEditorDoc(template, doc);
  }, [template, doc]);

  useEffect(() => {
    if (sources.status === 'ready' && !announced.current) {
      announced.current = true;
      toast.success('Editor Ready!', { description: 'Use the controls to adjust your design placement and product color.' });
    }
    if (sources.status === 'error') toast.error('Error', { description: 'Failed to load images. Please try again.' });
  }, [sources.status]);

  const download = async () => {
    if (sources.status !== 'ready') return;
    setDownloading(true);
    try {
      // PLANS=on: the server renders, counts and (on Free) watermarks the download; off, the browser renders it.
      const png =
        plans?.mode === 'on'
          ? await renderOnServer(design, template.id, doc, downloadSide(plans, DOWNLOAD_SIZE))
          : await renderMockupPng(sources.layers, sources.design, doc);
      saveFile(png, mockupFileName(template.type));
      toast.success('Downloaded!', { description: 'Your mockup has been downloaded successfully.' });
      if (user) {
        await saveMockupToAccount(design, template.id, doc, png).catch(() =>
          toast.warning('Not saved to your dashboard', { description: 'The download worked; saving a copy failed.' }),
        );
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      toast.error('Download refused', { description: error.message });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft /> {backLabel}
        </Button>
        <h1 className="text-xl font-bold text-slate-900">{template.title}</h1>
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,600px)_1fr]">
        <div className="relative">
          {sources.status === 'ready' ? (
            <EditorCanvas
              layers={sources.layers}
              design={sources.design}
              doc={doc}
              run={run}
              label={`Mockup preview: ${design.name} on ${template.title}`}
            />
          ) : (
            <div className="grid aspect-square w-full max-w-[600px] place-items-center rounded-2xl border border-slate-200 bg-slate-50">
              {sources.status === 'loading' ? (
                <p className="flex items-center gap-2 text-slate-600">
                  <Loader2 className="size-5 animate-spin" aria-hidden /> Loading the template…
                </p>
              ) : (
                <p className="text-slate-700">Failed to load images. Please try again.</p>
              )}
            </div>
          )}
          <p className="mt-2 text-xs text-slate-500">
            Drag the design to move it (Esc cancels) · arrow keys nudge (Shift ×10) · Ctrl/⌘+Z undo
          </p>
        </div>
        <Card className="space-y-7 p-6">
          <EditorControls doc={doc} run={run} canUndo={canUndo} canRedo={canRedo} />
          <EditorActions
            context={{ template, design, doc }}
            run={run}
            onDownload={() => void download()}
            downloading={downloading || sources.status !== 'ready'}
          />
        </Card>
      </div>
    </div>
  );
}
