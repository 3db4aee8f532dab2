import { ArrowLeft, Loader2, Scissors } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { PreviewPoint } from '../../../../core/src/editor/drag';
import { layerAt, previewToArea } from '../../../../core/src/editor/hit-test';
import { fitToArea, layerClipped } from '../../../../core/src/editor/layer-bounds';
import { RESET_PLACEMENT } from '../../../../core/src/editor/placement';
import type { EditorDoc } from '../../../../core/src/editor/editor-history';
import type { ResolvedLayer } from '../../../../core/src/render/layers';
import type { Placement, RgbaImage, TemplateLayers } from '../../../../core/src/render/types';
import type { TemplateSummary } from '../../../../core/src/templates/library';
import { findTemplate } from '../../../../core/src/site/template-routes';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ApiError } from '../../lib/api';
import { usePlansInfo } from '../../lib/use-plans-info';
import { useSession } from '../../lib/use-session';
import type { Design } from '../upload/prepare-design';
import { PRINT_FILE_DPI } from '../../../../core/src/editor/export-request';
import { DEFAULT_EXPORT, EditorActions, type ExportOptions } from './editor-actions';
import { EditorCanvas } from './editor-canvas';
import { EditorControls } from './editor-controls';
import { AreaTabs, areaTitle } from './area-tabs';
import { documentIsUploadedDesignAlone, storedDocument, UPLOADED_DESIGN } from './editor-doc-store';
import { DOWNLOAD_SIZE, mockupFileName, printFileName, renderMockupImage, saveFile } from './download-mockup';
import { LayerSettings } from './layer-settings';
import { layerName, LayersPanel } from './layers-panel';
import { downloadSide, layersForServer, printFileOnServer, renderLayersOnServer, renderOnServer } from './server-download';
import { areaGeometry, templateArtwork, type TemplateArtwork } from './template-artwork';
import { useResolvedAreas } from './use-resolved-areas';
import { printAreasOf, productAreas, type ProductArea } from './product-areas';
import { saveMockupToAccount } from './save-to-account';
import { useEditor } from './use-editor';
import { useMockupSources } from './use-mockup-sources';
import { useStoredDocument } from './use-stored-document';

interface Props {
  template: TemplateSummary;
  design: Design;
  /** 'Back to Templates': to this template's detail view. */
  onBack: () => void;
  backLabel?: string;
}

/** The editor for one template and the visitor's design; the layered document is kept per template in this browser. */
export default function MockupEditor({ template, design, onBack, backLabel = 'Back to Templates' }: Props) {
  // The product's areas from all its views (a hoodie's back from its back view); `shown` holds the uploaded design.
  const areas = useMemo(() => productAreas(template.id), [template.id]);
  const shown = areas[0]!;
  const [areaName, setAreaName] = useState(shown.name);
  const chosen = areas.find((a) => a.name === areaName) ?? shown;
  const sources = useMockupSources(chosen.view, design.image);
  // The picture on screen and in the downloads: the view that shows the chosen area once it is decoded (until then
  // the last one, and the area edited on it), and the area that view shows first.
  const view = sources.status === 'ready' ? sources.templateId : chosen.view;
  const [settledName, setSettledName] = useState(shown.name);
  if (chosen.view === view && chosen.name !== settledName) setSettledName(chosen.name);
  const area = chosen.view === view ? chosen : (areas.find((a) => a.name === settledName) ?? shown);
  const viewShows = printAreasOf(view)[0]!.name;
  const editor = useEditor(() => storedDocument(template, shown.name), area.name);
  const { doc, layers, selected, canUndo, canRedo, run, runOnSelected } = editor;
  const { user } = useSession();
  const plans = usePlansInfo(user?.id);
  const [downloading, setDownloading] = useState(false);
  const announced = useRef(false);
  const uploadedUrl = useMemo(() => URL.createObjectURL(design.image), [design.image]);
  useEffect(() => () => URL.revokeObjectURL(uploadedUrl), [uploadedUrl]);

  useStoredDocument(template, shown.name, doc);

  useEffect(() => {
    if (sources.status === 'ready' && !announced.current) {
      announced.current = true;
      toast.success('Editor Ready!', { description: 'Use the controls to adjust your design placement and product color.' });
    }
    if (sources.status === 'error') toast.error('Error', { description: 'Failed to load images. Please try again.' });
  }, [sources.status]);

  // The spec's controls show the selected layer; batches and saved mockups carry the uploaded design's placement.
  const uploadedLayer = doc.areas[shown.name]?.layers.find((layer) => layer.type === 'image' && layer.design === UPLOADED_DESIGN);
  const controlsDoc: EditorDoc = { placement: selected?.placement ?? RESET_PLACEMENT, color: doc.color };
  const singleDoc: EditorDoc = { placement: uploadedLayer?.placement ?? RESET_PLACEMENT, color: doc.color };

  const [exportOptions, setExportOptions] = useState<ExportOptions>(DEFAULT_EXPORT);
  const [printing, setPrinting] = useState(false);
  // Today's download exactly (spec §9) whenever the mockup is the uploaded design alone, as a PNG.
  const singleDesign = view === template.id && documentIsUploadedDesignAlone(doc, shown.name);

  const exportMockup = async (artwork: TemplateArtwork, templateLayers: TemplateLayers): Promise<Blob> => {
    const { format, quality } = exportOptions;
    const onServer = plans?.mode === 'on' || exportOptions.side > DOWNLOAD_SIZE;
    // PLANS=on: the server renders, counts and (on Free) watermarks the download; so does it the large sides.
    const side = plans?.mode === 'on' ? downloadSide(plans, exportOptions.side) : exportOptions.side;
    if (!onServer) return renderMockupImage(templateLayers, artwork, doc.color, { side, format, quality: quality / 100 });
    if (singleDesign && format === 'png') return renderOnServer(design, view, singleDoc, side);
    const further: Record<string, Awaited<ReturnType<typeof layersForServer>>> = {};
    for (const { name } of templateLayers.areas ?? []) {
      const sent = await layersForServer(doc.areas[name]?.layers ?? [], design);
      if (sent.length > 0) further[name] = sent;
    }
    const main = await layersForServer(doc.areas[viewShows]?.layers ?? [], design);
    return renderLayersOnServer({ templateId: view, layers: main, areas: further, color: doc.color, width: side, format, quality });
  };

  const download = async (artwork: TemplateArtwork, templateLayers: TemplateLayers) => {
    setDownloading(true);
    try {
      const image = await exportMockup(artwork, templateLayers);
      saveFile(image, mockupFileName(template.type, exportOptions.format));
      toast.success('Downloaded!', { description: 'Your mockup has been downloaded successfully.' });
      if (user && exportOptions.format === 'png') {
        await saveMockupToAccount(design, view, doc, singleDoc.placement, image).catch(() =>
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

  const downloadPrintFile = async () => {
    setPrinting(true);
    try {
      const sent = await layersForServer(layers, design);
      if (sent.length === 0) {
        toast.error('Nothing to print', { description: 'Show or add a layer on this area first.' });
        return;
      }
      const png = await printFileOnServer({ templateId: view, area: area.name, layers: sent, dpi: PRINT_FILE_DPI });
      saveFile(png, printFileName(template.type, area.name));
      toast.success('Print file ready', { description: `${area.name}: ${area.widthMm} × ${area.heightMm} mm at ${PRINT_FILE_DPI} DPI, transparent PNG.` });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      toast.error('Print file refused', { description: error.message });
    } finally {
      setPrinting(false);
    }
  };
  const printFile = area.widthMm > 0 ? { label: `Print file (${area.name}, ${PRINT_FILE_DPI} DPI)`, onClick: () => void downloadPrintFile(), busy: printing } : undefined;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft /> {backLabel}
        </Button>
        <h1 className="text-xl font-bold text-slate-900">{template.title}</h1>
      </div>
      {sources.status === 'ready' ? (
        <ReadyEditor
          template={template}
          templateLayers={sources.layers}
          uploaded={sources.design}
          uploadedInfo={{ name: design.name, url: uploadedUrl }}
          editor={editor}
          areas={areas}
          area={area}
          shownArea={viewShows}
          onArea={setAreaName}
          pendingArea={chosen.name !== area.name ? chosen.name : undefined}
          controls={
            <EditorControls
              doc={controlsDoc}
              run={runOnSelected}
              canUndo={canUndo}
              canRedo={canRedo}
              target={selected && (layers.length > 1 || selected.locked) ? { name: layerName(selected, layers, design.name), locked: !!selected.locked } : undefined}
            />
          }
          actions={(artwork) => (
            <EditorActions
              context={{ template, view, design, doc: singleDoc, artwork: artwork ?? NO_ARTWORK, document: doc }}
              run={runOnSelected}
              onDownload={() => artwork && void download(artwork, sources.layers)}
              downloading={downloading || !artwork}
              options={exportOptions}
              onOptions={setExportOptions}
              printFile={printFile}
            />
          )}
          run={run}
          controlsDocument={controlsDoc}
          label={`Mockup preview: ${design.name} on ${view === template.id ? template.title : (findTemplate(view)?.title ?? template.title)}`}
        />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,600px)_1fr]">
          <div className="grid aspect-square w-full max-w-[600px] place-items-center rounded-2xl border border-slate-200 bg-slate-50">
            {sources.status === 'loading' ? (
              <p className="flex items-center gap-2 text-slate-600">
                <Loader2 className="size-5 animate-spin" aria-hidden /> Loading the template…
              </p>
            ) : (
              <p className="text-slate-700">Failed to load images. Please try again.</p>
            )}
          </div>
          <Card className="space-y-7 p-6">
            <EditorControls doc={controlsDoc} run={runOnSelected} canUndo={canUndo} canRedo={canRedo} />
            <EditorActions context={{ template, view, design, doc: singleDoc, artwork: NO_ARTWORK, document: doc }} run={runOnSelected} onDownload={() => undefined} downloading options={exportOptions} onOptions={setExportOptions} />
          </Card>
        </div>
      )}
    </div>
  );
}

const NO_ARTWORK: TemplateArtwork = { main: [], others: [] };
const NO_LAYERS: ResolvedLayer[] = [];

interface ReadyProps {
  template: TemplateSummary;
  templateLayers: TemplateLayers;
  uploaded: RgbaImage;
  uploadedInfo: { name: string; url: string };
  editor: ReturnType<typeof useEditor>;
  /** The product's print areas (the template's own first), the one being edited, the one the picture on screen shows
   *  first, and a way to switch. */
  areas: readonly ProductArea[];
  area: ProductArea;
  shownArea: string;
  onArea: (name: string) => void;
  /** The area chosen while its view decodes. */
  pendingArea: string | undefined;
  controls: React.ReactNode;
  actions: (artwork: TemplateArtwork | null) => React.ReactNode;
  run: ReturnType<typeof useEditor>['run'];
  controlsDocument: EditorDoc;
  label: string;
}

/** The editor once the template is decoded: the preview with its print-area outline, the layers and the controls. */
function ReadyEditor({ templateLayers, uploaded, uploadedInfo, editor, areas, area, shownArea, onArea, pendingArea, controls, actions, run, controlsDocument, label }: ReadyProps) {
  const { doc, layers, selected, select, runOnSelected } = editor;
  const byArea = useResolvedAreas(doc.areas, uploaded);
  const artwork = useMemo(() => byArea && templateArtwork(templateLayers, shownArea, byArea), [byArea, templateLayers, shownArea]);
  const resolved = useMemo(() => (byArea ? (byArea[area.name] ?? NO_LAYERS) : null), [byArea, area.name]);
  const { surface, printAspect: aspect } = areaGeometry(templateLayers, area.name);
  // Which layers cross the print area's edge (checked when the document changes, not per frame).
  const clipped = useMemo(() => {
    if (!resolved) return [];
    return layers.filter((layer, i) => resolved[i] && resolved.length === layers.length && layerClipped(resolved[i], aspect));
  }, [layers, resolved, aspect]);
  // Pressing a layer on the preview selects it (the top one there); elsewhere the drag moves the selected layer.
  const pick = (point: PreviewPoint): Placement | null => {
    if (!resolved || resolved.length !== layers.length) return null;
    const at = previewToArea(surface, templateLayers.size, point);
    const index = at ? layerAt(resolved, aspect, at.u, at.v) : -1;
    const layer = layers[index];
    if (!layer || layer.id === selected?.id) return null;
    select(layer.id);
    return layer.placement;
  };
  const fitAll = () => {
    if (!resolved || resolved.length !== layers.length) return;
    const edits = layers.flatMap((layer, i) =>
      clipped.includes(layer) && !layer.locked
        ? [{ type: 'layer' as const, area: area.name, id: layer.id, command: { type: 'place' as const, placement: fitToArea(resolved[i]!, aspect) } }]
        : [],
    );
    if (edits.length > 0) run({ type: 'batch', edits });
  };
  const layerCounts = Object.fromEntries(areas.map((a) => [a.name, doc.areas[a.name]?.layers.length ?? 0]));

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,600px)_1fr]">
      <div className="space-y-4">
        <EditorCanvas
          template={templateLayers}
          artwork={artwork}
          area={{ surface, layerCount: resolved?.length ?? 0 }}
          doc={controlsDocument}
          run={runOnSelected}
          label={label}
          clipped={clipped.length > 0}
          onPick={pick}
        />
        {clipped.length > 0 && (
          <div role="status" className="flex max-w-[600px] items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm">
            <span className="flex min-w-0 items-center gap-2 text-red-800">
              <Scissors className="size-4 shrink-0" aria-hidden />
              <span className="truncate">
                <strong>Clipped at the edge:</strong> {clipped.map((l) => layerName(l, layers, uploadedInfo.name)).join(', ')}
              </span>
            </span>
            <Button size="sm" onClick={fitAll}>
              Fit to area
            </Button>
          </div>
        )}
        <p className="text-xs text-slate-500">
          Press a layer to select it and drag to move it (Esc cancels) · arrows nudge (Shift ×10) · Delete removes · Ctrl/⌘+Z undo · dashed line: the print area
        </p>
        <Card className="space-y-4 p-5">
          <div className="flex items-baseline justify-between">
            <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Layers</h3>
            <span className="text-xs text-slate-500">
              Print area: {areaTitle(area.name)}
              {area.widthMm > 0 && ` · ${area.widthMm} × ${area.heightMm} mm`}
            </span>
          </div>
          {areas.length > 1 && <AreaTabs areas={areas} current={area.name} layerCounts={layerCounts} onSelect={onArea} pending={pendingArea} />}
          <LayersPanel area={area.name} aspect={aspect} layers={layers} selectedId={selected?.id ?? null} onSelect={select} run={run} uploaded={uploadedInfo} />
          {selected && <LayerSettings key={selected.id} area={area.name} layer={selected} run={run} />}
        </Card>
      </div>
      <Card className="space-y-7 self-start p-6">
        {controls}
        {actions(artwork)}
      </Card>
    </div>
  );
}
