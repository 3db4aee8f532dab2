import { capHeight, fitSize, textLine, type Face, type TextRun } from './fonts';
import { noteText, pathBounds, type Box } from './boxes';
import { el, n } from './svg';

/** Arrangements of words: balanced line breaks, stacked headlines, small print between rules. */

/** Splits words into at most `maxLines` lines of similar length. */
export function balanceLines(words: string[], maxLines: number): string[] {
  if (words.length <= 1 || maxLines <= 1) return [words.join(' ')];
  const lines = Math.min(maxLines, words.length);
  const total = words.join(' ').length;
  const target = total / lines;
  const out: string[] = [];
  let current: string[] = [];
  for (const word of words) {
    const candidate = [...current, word].join(' ');
    if (current.length && candidate.length > target * 1.15 && out.length < lines - 1) {
      out.push(current.join(' '));
      current = [word];
    } else current.push(word);
  }
  out.push(current.join(' '));
  return out;
}

export interface StackedLines {
  runs: (TextRun & { size: number; y: number })[];
  /** Total height from the top of the first line's capitals to the bottom of the last. */
  height: number;
  width: number;
}

/**
 * Lines stacked from `top`, centred on `cx`. `justify`: every line scaled to the full width (typographic posters);
 * otherwise all share the size of the longest.
 */
export function stackLines(
  face: Face,
  lines: string[],
  options: { cx: number; top: number; width: number; maxSize: number; gap?: number; tracking?: number; justify?: boolean; anchor?: 'middle' | 'start'; x?: number },
): StackedLines {
  const { cx, top, width, maxSize, gap = 0.18, tracking = 0, justify = false } = options;
  const shared = Math.min(...lines.map((line) => fitSize(face, line, width, maxSize, tracking)));
  const cap = capHeight(face);
  const runs: StackedLines['runs'] = [];
  let y = top;
  let widest = 0;
  let lastBottom: number | undefined;
  for (const line of lines) {
    const size = justify ? fitSize(face, line, width, maxSize * 1.6, tracking) : shared;
    const x = options.anchor === 'start' ? (options.x ?? cx) : cx;
    let mid = y + (cap * size) / 2;
    let run = textLine(face, line, { x, y: mid, size, tracking, anchor: options.anchor ?? 'middle' });
    // Scripts' descenders and ascenders can reach the next line: move it down until the outlines clear.
    const above = lastBottom;
    const top = pathBounds(run.d)?.y;
    if (above !== undefined && top !== undefined && top < above + size * 0.04) {
      const shift = above + size * 0.04 - top;
      mid += shift;
      y += shift;
      run = textLine(face, line, { x, y: mid, size, tracking, anchor: options.anchor ?? 'middle' });
    }
    const bounds = pathBounds(run.d);
    lastBottom = bounds ? bounds.y + bounds.h : lastBottom;
    runs.push({ ...run, size, y: mid });
    widest = Math.max(widest, run.width);
    y += cap * size + gap * size;
  }
  const last = runs[runs.length - 1];
  const height = last ? last.y + (cap * last.size) / 2 - top : 0;
  return { runs, height, width: widest };
}

/** `stackLines`, made smaller when needed so the block is at most `maxHeight` tall. */
export function fitStack(face: Face, lines: string[], options: Parameters<typeof stackLines>[2] & { maxHeight: number }): StackedLines {
  const first = stackLines(face, lines, options);
  if (first.height <= options.maxHeight) return first;
  const k = options.maxHeight / first.height;
  return stackLines(face, lines, { ...options, width: options.width * k, maxSize: options.maxSize * k });
}

/** Small print centred on (cx, y), with rules (or stars) either side when there is room. */
export function smallPrint(
  face: Face,
  text: string,
  options: { cx: number; y: number; size: number; tracking: number; colour: string; rules?: number; maxWidth?: number; note?: Box[] },
): string {
  const { cx, y, tracking, colour, rules = 0, maxWidth = 800 } = options;
  const size = Math.min(options.size, fitSize(face, text, maxWidth - rules * 2 - 30, options.size, tracking));
  const run = textLine(face, text, { x: cx, y, size, tracking });
  if (options.note) noteText(options.note, run.d, text);
  let out = el('path', { d: run.d, fill: colour });
  if (rules > 0) {
    const gap = size * 0.9;
    const thickness = Math.max(2, size * 0.1);
    const left = cx - run.width / 2 - gap;
    const right = cx + run.width / 2 + gap;
    out += el('path', {
      d: `M${n(left - rules)} ${n(y - thickness / 2)}h${n(rules)}v${n(thickness)}h${n(-rules)}ZM${n(right)} ${n(y - thickness / 2)}h${n(rules)}v${n(thickness)}h${n(-rules)}Z`,
      fill: colour,
    });
  }
  return out;
}
