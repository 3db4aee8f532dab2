import { Download, Printer } from 'lucide-react';
import type { ComponentType } from 'react';
import type { BatchAreas } from '../../../../core/src/editor/batch-layers';
import type { MockupDocument } from '../../../../core/src/editor/document';
import type { EditorCommand, EditorDoc } from '../../../../core/src/editor/editor-history';
import { isOwnTemplateId } from '../../../../core/src/own-photo/own-template';
import type { TemplateSummary } from '../../../../core/src/templates/library';
import { shownAreaName } from '../../../../core/src/templates/print-areas';
import { productViews } from '../../../../core/src/templates/product-views';
import type { ExportFormat } from '../../../../core/src/editor/export-request';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { BatchMockupsButton } from '../batch/batch-dialog';
import type { Design } from '../upload/prepare-design';
import { documentIsUploadedDesignAlone } from './editor-doc-store';
import { MakeVideoAction } from './make-video-action';
import { layersForServer } from './server-download';
import { ShareLinkAction } from './share-link-action';
import type { TemplateArtwork } from './template-artwork';

/** What an action that takes the mockup further works on. */
export interface EditorActionContext {
  template: TemplateSummary;
  /** The template whose picture the editor shows: `template`, or another view of its product (its back view while
   *  the back is edited). */
  view: string;
  design: Design;
  /** The uploaded design's placement and the product colour (what single-design actions such as batches carry). */
  doc: EditorDoc;
  /** Every area's layers, resolved: what the mockup shows. */
  artwork: TemplateArtwork;
  /** The whole layered document (what saved mockups and shared links carry). */
  document: MockupDocument;
}

/**
 * Actions that take the mockup beyond this one download, one button each, shown under Download in a row of two.
 * 'Batch mockups…' and 'Make a video' are to be added here (a component that renders one `Button variant="outline"`).
 */
const MORE_ACTIONS: ReadonlyArray<ComponentType<{ context: EditorActionContext }>> = [
  ({ context }) => (
    <BatchMockupsButton
      design={context.design}
      placement={context.doc.placement}
      colour={context.doc.color}
      category={context.template.category}
      ownTemplate={isOwnTemplateId(context.template.id) ? { id: context.template.id, title: context.template.title } : undefined}
      views={productViews(context.template.id)}
      layers={() => batchAreas(context)}
    />
  ),
  MakeVideoAction,
  ShareLinkAction,
];

/**
 * The batch's `areas` when the mockup is more than the uploaded design alone on the area the picture shows (text,
 * added images, a hidden or faded design, anything on a further area); null keeps today's single-design batch.
 */
async function batchAreas({ template, design, document }: EditorActionContext): Promise<BatchAreas | null> {
  if (documentIsUploadedDesignAlone(document, shownAreaName(template.id))) return null;
  const areas: BatchAreas = {};
  for (const [name, { layers }] of Object.entries(document.areas)) {
    if (layers.some((layer) => !layer.hidden)) areas[name] = { layers: await layersForServer(layers, design) };
  }
  return Object.keys(areas).length > 0 ? areas : null;
}

/** What Download makes: spec §9's 1200 px PNG by default; the server renders the larger sides. */
export interface ExportOptions {
  format: ExportFormat;
  side: number;
  /** JPEG/WebP quality, 1–100. */
  quality: number;
}

export const DEFAULT_EXPORT: ExportOptions = { format: 'png', side: 1200, quality: 90 };
export const EXPORT_SIDES = [1200, 2048, 4096] as const;
const FORMAT_LABELS: Record<ExportFormat, string> = { png: 'PNG', jpeg: 'JPG', webp: 'WebP' };

interface Props {
  context: EditorActionContext;
  run: (command: EditorCommand) => void;
  onDownload: () => void;
  downloading: boolean;
  options: ExportOptions;
  onOptions: (options: ExportOptions) => void;
  /** The current area's print file, when the template has real print areas. */
  printFile?: { label: string; onClick: () => void; busy: boolean } | undefined;
}

function ExportSettings({ options, onOptions }: Pick<Props, 'options' | 'onOptions'>) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <label className="space-y-1 text-xs font-medium text-slate-600">
        <span>Format</span>
        <Select value={options.format} onChange={(event) => onOptions({ ...options, format: event.target.value as ExportFormat })}>
          {(Object.keys(FORMAT_LABELS) as ExportFormat[]).map((format) => (
            <option key={format} value={format}>
              {FORMAT_LABELS[format]}
            </option>
          ))}
        </Select>
      </label>
      <label className="space-y-1 text-xs font-medium text-slate-600">
        <span>Image width</span>
        <Select value={options.side} onChange={(event) => onOptions({ ...options, side: Number(event.target.value) })}>
          {EXPORT_SIDES.map((side) => (
            <option key={side} value={side}>
              {side} × {side} px
            </option>
          ))}
        </Select>
      </label>
      {options.format !== 'png' && (
        <div className="col-span-2">
          <div className="flex justify-between text-xs font-medium text-slate-600">
            <label htmlFor="export-quality">Quality</label>
            <output htmlFor="export-quality" className="tabular-nums">
              {options.quality}
            </output>
          </div>
          <input
            id="export-quality"
            type="range"
            min={40}
            max={100}
            step={1}
            value={options.quality}
            onChange={(event) => onOptions({ ...options, quality: Number(event.target.value) })}
            className="w-full accent-brand-700"
          />
        </div>
      )}
    </div>
  );
}

/** The editor's action area: export settings, Reset and Download, the print file, then the further actions. */
export function EditorActions({ context, run, onDownload, downloading, options, onOptions, printFile }: Props) {
  return (
    <div className="space-y-3" role="group" aria-label="Mockup actions">
      <ExportSettings options={options} onOptions={onOptions} />
      <div className="flex gap-2">
        <Button variant="outline" className="flex-1" onClick={() => run({ type: 'reset' })}>
          Reset
        </Button>
        <Button className="flex-1" onClick={onDownload} disabled={downloading}>
          <Download /> {downloading ? 'Preparing…' : 'Download'}
        </Button>
      </div>
      {printFile && (
        <Button variant="outline" className="w-full" onClick={printFile.onClick} disabled={printFile.busy}>
          <Printer /> {printFile.busy ? 'Preparing the print file…' : printFile.label}
        </Button>
      )}
      {MORE_ACTIONS.length > 0 && (
        <div className="grid grid-cols-2 gap-2">
          {MORE_ACTIONS.map((Action, i) => (
            <Action key={i} context={context} />
          ))}
        </div>
      )}
    </div>
  );
}
