import { useId, useMemo } from 'react';
import { boxSizeLabel, boxStyleName } from '../../../../../core/src/box/box-spec';
import { designOnSheet } from '../../../../../core/src/box/design-on-sheet';
import type { Dieline } from '../../../../../core/src/box/dieline';
import { CUT_COLOUR, FOLD_COLOUR } from '../../../../../core/src/box/sheet-layout';

interface Props {
  dieline: Dieline;
  /** The board's colour (the product colour). */
  colour: string;
  design: { url: string; aspect: number } | null;
  scale: number;
  wrap: boolean;
}

const PANEL_LABELS = ['front', 'back', 'left', 'right', 'top', 'bottom'] as const;

/** Light text on dark board, dark on light. */
function inkOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 140 ? 'rgba(15,23,42,0.45)' : 'rgba(255,255,255,0.6)';
}

/**
 * The box's sheet laid flat, as the printer's file draws it: the board in the product colour, the design on its
 * panel, cut lines solid and fold lines dashed (their widths in screen pixels, so they read at any box size).
 */
export function DielineView({ dieline, colour, design, scale, wrap }: Props) {
  const clipId = useId();
  const pad = Math.max(dieline.width, dieline.height) * 0.03;
  const print = useMemo(() => design && designOnSheet(dieline, design.aspect, scale, wrap), [dieline, design, scale, wrap]);
  const label = Math.min(8, Math.max(3, Math.min(dieline.panels.front.width, dieline.panels.front.height) * 0.1));
  const path = (kind: 'cut' | 'fold') =>
    dieline.lines
      .filter((line) => line.kind === kind)
      .map(({ from, to }) => `M${from[0]} ${from[1]}L${to[0]} ${to[1]}`)
      .join('');
  return (
    <figure className="space-y-2">
      <svg
        role="img"
        aria-label={`Dieline: ${boxStyleName(dieline.spec.style).toLowerCase()} box, ${boxSizeLabel(dieline.spec)}`}
        viewBox={`${-pad} ${-pad} ${dieline.width + 2 * pad} ${dieline.height + 2 * pad}`}
        className="max-h-80 w-full rounded-lg border border-slate-200 bg-[repeating-conic-gradient(#f8fafc_0_25%,#f1f5f9_0_50%)] bg-[length:16px_16px]"
      >
        {dieline.pieces.map((piece) => (
          <polygon key={piece.name} points={piece.outline.map((p) => p.join(',')).join(' ')} fill={colour} />
        ))}
        {PANEL_LABELS.map((name) => {
          const panel = dieline.panels[name];
          return (
            <text
              key={name}
              x={panel.x + panel.width / 2}
              y={panel.y + panel.height / 2 + label / 3}
              fontSize={label}
              textAnchor="middle"
              fill={inkOn(colour)}
              className="select-none font-semibold uppercase"
            >
              {name}
            </text>
          );
        })}
        {design && print && (
          <>
            <clipPath id={clipId}>
              <rect x={print.area.x} y={print.area.y} width={print.area.width} height={print.area.height} />
            </clipPath>
            <g clipPath={`url(#${clipId})`}>
              <image
                href={design.url}
                x={print.image.x}
                y={print.image.y}
                width={print.image.width}
                height={print.image.height}
                preserveAspectRatio="none"
                transform={
                  print.turned
                    ? `rotate(180 ${print.area.x + print.area.width / 2} ${print.area.y + print.area.height / 2})`
                    : undefined
                }
              />
            </g>
          </>
        )}
        <path d={path('cut')} fill="none" stroke={CUT_COLOUR} strokeWidth={1.25} vectorEffect="non-scaling-stroke" />
        <path d={path('fold')} fill="none" stroke={FOLD_COLOUR} strokeWidth={1.25} strokeDasharray="4 3" vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
        <span>
          {boxStyleName(dieline.spec.style)} · {boxSizeLabel(dieline.spec)} · sheet {Math.round(dieline.width)} × {Math.round(dieline.height)} mm
        </span>
        <span className="flex items-center gap-3">
          <span className="flex items-center gap-1">
            <svg width="18" height="4" aria-hidden>
              <line x1="0" y1="2" x2="18" y2="2" stroke={CUT_COLOUR} strokeWidth="1.5" />
            </svg>
            Cut
          </span>
          <span className="flex items-center gap-1">
            <svg width="18" height="4" aria-hidden>
              <line x1="0" y1="2" x2="18" y2="2" stroke={FOLD_COLOUR} strokeWidth="1.5" strokeDasharray="4 3" />
            </svg>
            Fold
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
