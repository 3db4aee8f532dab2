/** Where the card (or the mug) and the title sit in a frame of a given size. Pixels. */
export interface VideoLayout {
  width: number;
  height: number;
  /** The frame's short side: motion lengths are fractions of it. */
  short: number;
  /** The card at rest: its size, centre and corner radius. */
  card: { width: number; height: number; cx: number; cy: number; radius: number };
  /** The square stage a mug spins on. */
  stage: { size: number; x: number; y: number };
  /** Centre line and size of the title, when there is one. */
  title: { cy: number; maxWidth: number; fontSize: number };
  /** How far the backdrop may shift for parallax, each side. */
  backgroundMargin: number;
}

/** The card is at most this share of the frame; the motions scale it by up to ~1.08. */
const CARD_SHARE = { landscape: [0.62, 0.74], square: [0.74, 0.74], portrait: [0.84, 0.6] } as const;

export function videoLayout(width: number, height: number, imageAspect: number, hasTitle: boolean): VideoLayout {
  const short = Math.min(width, height);
  const shape = width > height * 1.1 ? 'landscape' : height > width * 1.1 ? 'portrait' : 'square';
  const [shareW, shareH] = CARD_SHARE[shape];
  const boxW = width * shareW;
  const boxH = height * shareH * (hasTitle ? 0.84 : 1);
  const cardW = Math.min(boxW, boxH * imageAspect);
  const cardH = cardW / imageAspect;
  const cy = hasTitle ? height * (shape === 'portrait' ? 0.44 : 0.45) : height / 2;
  const stageSize = Math.round(Math.min(width, height * (hasTitle ? 0.82 : 1)));
  return {
    width,
    height,
    short,
    card: { width: cardW, height: cardH, cx: width / 2, cy, radius: Math.round(short * 0.018) },
    stage: {
      size: stageSize,
      x: Math.round((width - stageSize) / 2),
      y: Math.round(hasTitle ? Math.max(0, height * (shape === 'portrait' ? 0.4 : 0.42) - stageSize / 2) : (height - stageSize) / 2),
    },
    title: { cy: height * (shape === 'portrait' ? 0.8 : 0.87), maxWidth: width * 0.86, fontSize: Math.round(short * 0.058) },
    backgroundMargin: Math.ceil(short * 0.03),
  };
}

/** How large the image needs to be decoded: the card's largest size on screen, with room for zooms. */
export const imageWorkingSide = (layout: VideoLayout) => Math.ceil(Math.max(layout.card.width, layout.card.height, layout.stage.size) * 1.12);
