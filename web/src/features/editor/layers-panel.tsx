import { ArrowDown, ArrowUp, Eye, EyeOff, ImagePlus, Lock, LockOpen, Trash2, Type } from 'lucide-react';
import { memo, useRef } from 'react';
import { toast } from 'sonner';
import { DEFAULT_TEXT_COLOUR, type DocLayer } from '../../../../core/src/editor/document';
import type { DocumentCommand } from '../../../../core/src/editor/document-history';
import { RESET_PLACEMENT } from '../../../../core/src/editor/placement';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { prepareDesign } from '../upload/prepare-design';
import { UPLOADED_DESIGN } from './editor-doc-store';

const ACCEPT = 'image/png,image/jpeg,image/svg+xml,image/webp,.png,.jpg,.jpeg,.svg,.webp';

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read.'));
    reader.readAsDataURL(blob);
  });

/** What the panel calls a layer: the uploaded design's file name, "Image n", or the text itself. */
export function layerName(layer: DocLayer, layers: readonly DocLayer[], uploadedName: string): string {
  if (layer.type === 'text') return layer.text.replace(/\s+/g, ' ').slice(0, 40);
  if (layer.design === UPLOADED_DESIGN) return uploadedName;
  const images = layers.filter((l) => l.type === 'image' && l.design !== UPLOADED_DESIGN);
  return `Image ${images.indexOf(layer) + 1}`;
}

/**
 * Where a new text goes: under what the area holds (a line under a logo), or in its middle when it is empty; along
 * a tall, narrow area (a book's spine), as its title runs.
 */
function newTextPlacement(underOthers: boolean, aspect: number) {
  return { ...RESET_PLACEMENT, y: underOthers ? 88 : 50, rotation: aspect < 0.5 ? 90 : 0 };
}

interface Props {
  area: string;
  /** The area's width / height. */
  aspect: number;
  layers: readonly DocLayer[];
  selectedId: string | null;
  /** null: the top layer (a layer just added). */
  onSelect: (id: string | null) => void;
  run: (command: DocumentCommand) => void;
  uploaded: { name: string; url: string };
}

/** The current print area's layers, top first: select, reorder, lock, hide, delete; add an image or a text. */
export function LayersPanel({ area, aspect, layers, selectedId, onSelect, run, uploaded }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const top = layers.length - 1;

  const addImage = async (file: File | undefined) => {
    if (!file) return;
    const prepared = await prepareDesign(file);
    if (!prepared.ok) {
      toast.error(prepared.problem.title, { description: prepared.problem.description });
      return;
    }
    run({ type: 'addLayer', area, layer: { type: 'image', design: await dataUrlOf(prepared.design.image), placement: RESET_PLACEMENT } });
    onSelect(null);
  };
  const addText = () => {
    onSelect(null);
    run({
      type: 'addLayer',
      area,
      layer: { type: 'text', text: 'Your text', size: 0.08, color: DEFAULT_TEXT_COLOUR, placement: newTextPlacement(layers.length > 0, aspect) },
    });
  };

  return (
    <div className="space-y-3">
      <ol aria-label="Layers" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {layers.length === 0 && <li className="px-3 py-4 text-sm text-slate-500">No layers on this area yet.</li>}
        {layers
          .map((layer, index) => ({ layer, index }))
          .reverse()
          .map(({ layer, index }) => (
            <LayerRow
              key={layer.id}
              area={area}
              id={layer.id}
              index={index}
              top={top}
              name={layerName(layer, layers, uploaded.name)}
              selected={layer.id === selectedId}
              hidden={!!layer.hidden}
              locked={!!layer.locked}
              thumbnail={layer.type === 'image' ? { image: layer.design === UPLOADED_DESIGN ? uploaded.url : layer.design } : { textColour: layer.color ?? DEFAULT_TEXT_COLOUR }}
              onSelect={onSelect}
              run={run}
            />
          ))}
      </ol>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
          <ImagePlus /> Add image
        </Button>
        <Button variant="outline" size="sm" onClick={addText}>
          <Type /> Add text
        </Button>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPT}
        aria-label="Image layer file"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          void addImage(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </div>
  );
}

interface RowProps {
  area: string;
  id: string;
  index: number;
  top: number;
  name: string;
  selected: boolean;
  hidden: boolean;
  locked: boolean;
  /** An image layer's picture, or a text layer's colour. */
  thumbnail: { image: string } | { textColour: string };
  onSelect: (id: string) => void;
  run: (command: DocumentCommand) => void;
}

/**
 * One layer's row. Memoised on what it shows (not the layer's placement), so a slider or a drag re-renders no row
 * (the thumbnail is compared by its picture or colour).
 */
const LayerRow = memo(
  function LayerRow({ area, id, index, top, name, selected, hidden, locked, thumbnail, onSelect, run }: RowProps) {
    return (
      <li aria-current={selected ? 'true' : undefined} className={cn('flex items-center gap-2 px-2 py-1.5', selected ? 'bg-brand-50' : 'hover:bg-slate-50')}>
        <button
          type="button"
          onClick={() => onSelect(id)}
          aria-label={`Select layer ${name}`}
          aria-pressed={selected}
          className={cn('flex min-w-0 flex-1 cursor-pointer items-center gap-2 text-left text-sm', hidden && 'opacity-50')}
        >
          <span className="grid size-9 shrink-0 place-items-center overflow-hidden rounded border border-slate-200 bg-[conic-gradient(#e2e8f0_25%,#fff_0_50%,#e2e8f0_0_75%,#fff_0)] bg-[length:10px_10px]">
            {'image' in thumbnail ? (
              <img src={thumbnail.image} alt="" className="size-full object-contain" />
            ) : (
              <Type className="size-4" style={{ color: thumbnail.textColour }} aria-hidden />
            )}
          </span>
          <span className={cn('truncate', selected ? 'font-semibold text-slate-900' : 'text-slate-700')}>{name}</span>
        </button>
        <div className="flex shrink-0 items-center">
          <IconButton label={`Move ${name} up`} disabled={index === top} onClick={() => run({ type: 'moveLayer', area, id, to: index + 1 })}>
            <ArrowUp />
          </IconButton>
          <IconButton label={`Move ${name} down`} disabled={index === 0} onClick={() => run({ type: 'moveLayer', area, id, to: index - 1 })}>
            <ArrowDown />
          </IconButton>
          <IconButton label={`${locked ? 'Unlock' : 'Lock'} ${name}`} pressed={locked} onClick={() => run({ type: 'updateLayer', area, id, patch: { locked: !locked } })}>
            {locked ? <Lock /> : <LockOpen />}
          </IconButton>
          <IconButton label={`${hidden ? 'Show' : 'Hide'} ${name}`} pressed={hidden} onClick={() => run({ type: 'updateLayer', area, id, patch: { hidden: !hidden } })}>
            {hidden ? <EyeOff /> : <Eye />}
          </IconButton>
          <IconButton label={`Delete ${name}`} onClick={() => run({ type: 'removeLayer', area, id })}>
            <Trash2 />
          </IconButton>
        </div>
      </li>
    );
  },
  (before, now) => {
    const { thumbnail: a, ...restBefore } = before;
    const { thumbnail: b, ...restNow } = now;
    const sameThumbnail = 'image' in a ? 'image' in b && a.image === b.image : 'textColour' in b && a.textColour === b.textColour;
    return sameThumbnail && (Object.keys(restNow) as Array<keyof typeof restNow>).every((key) => restBefore[key] === restNow[key]);
  },
);

function IconButton({ label, onClick, disabled, pressed, children }: { label: string; onClick: () => void; disabled?: boolean; pressed?: boolean; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className="grid size-7 cursor-pointer place-items-center rounded text-slate-500 hover:bg-slate-200 hover:text-slate-900 disabled:cursor-default disabled:opacity-30 disabled:hover:bg-transparent [&_svg]:size-3.5"
    >
      {children}
    </button>
  );
}
