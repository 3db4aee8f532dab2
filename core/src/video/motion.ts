/**
 * How a video moves: a preset chosen from the product type and the words of the prompt, and for every frame where
 * the card (the uploaded image), its shadow, the light and the title are. Pure maths; drawing is draw-frame.ts.
 */
import { titleFromPrompt, type VideoProductType } from './video-request';

export const MOTION_PRESETS = ['zoom', 'pan', 'tilt', 'float', 'spin'] as const;
export type MotionPreset = (typeof MOTION_PRESETS)[number];

export interface MotionPlan {
  /** The card's main movement; 'spin' turns a mug's print round its cylinder. */
  motion: MotionPreset;
  /** A band of light passing over the card now and then. */
  sweep: boolean;
  /** The card rises and fades in during the first second. */
  reveal: boolean;
  title?: string;
}

/** Words that ask for a movement, in the order they are checked within a prompt (the earliest mention wins). */
const MOTION_WORDS: Array<[MotionPreset, RegExp]> = [
  ['spin', /\b(spin\w*|rotat\w*|revolv\w*|turntable|360)\b/i],
  ['zoom', /\b(zoom\w*|ken burns|push(es|ing)? in|close-?ups?|dolly)\b/i],
  ['pan', /\b(pan|pans|panning|slid(e|es|ing)|glid(e|es|ing)|drift\w*|track(ing)?)\b/i],
  ['tilt', /\b(tilt\w*|parallax|3d|perspective|angles?|swivel\w*)\b/i],
  ['float', /\b(float\w*|hover\w*|bob(s|bing)?|levitat\w*|bounc\w*)\b/i],
];
const SWEEP_WORDS = /\b(shin(e|es|y|ing)|gloss\w*|glow\w*|sparkl\w*|shimmer\w*|gleam\w*|light sweep|highlight\w*|premium|luxur\w*|lens flare)\b/i;
const REVEAL_WORDS = /\b(reveal\w*|unveil\w*|appear\w*|intro\w*|fade[sd]? in|launch\w*|unbox\w*|entrance)\b/i;

/** What each product does when the prompt names no movement. */
const PRODUCT_DEFAULTS: Record<VideoProductType, Omit<MotionPlan, 'title'>> = {
  tshirt: { motion: 'float', sweep: false, reveal: true },
  hoodie: { motion: 'tilt', sweep: false, reveal: true },
  mug: { motion: 'spin', sweep: false, reveal: false },
  phone: { motion: 'tilt', sweep: true, reveal: true },
  poster: { motion: 'zoom', sweep: false, reveal: false },
};

/** The plan for a request: the earliest movement word wins; a spin only turns a mug (other products tilt). */
export function planMotion(productType: VideoProductType, prompt: string): MotionPlan {
  const defaults = PRODUCT_DEFAULTS[productType];
  let motion = defaults.motion;
  let earliest = Infinity;
  for (const [preset, words] of MOTION_WORDS) {
    const at = prompt.search(words);
    if (at >= 0 && at < earliest) {
      earliest = at;
      motion = preset;
    }
  }
  if (motion === 'spin' && productType !== 'mug') motion = 'tilt';
  const title = titleFromPrompt(prompt);
  return {
    motion,
    sweep: defaults.sweep || SWEEP_WORDS.test(prompt),
    reveal: defaults.reveal || REVEAL_WORDS.test(prompt),
    ...(title && { title }),
  };
}

export const easeInOutSine = (x: number) => -(Math.cos(Math.PI * clamp01(x)) - 1) / 2;
export const easeInOutCubic = (x: number) => {
  const t = clamp01(x);
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
};
export const easeOutCubic = (x: number) => 1 - (1 - clamp01(x)) ** 3;
const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);

/** Where everything is in one frame. Lengths are fractions of the frame's short side; angles in radians. */
export interface FrameState {
  card: {
    /** Offset of the card's centre from its resting place. */
    dx: number;
    dy: number;
    /** Scale against the resting size. */
    scale: number;
    rotation: number;
    /** Perspective turn about the vertical and horizontal axes. */
    tiltY: number;
    tiltX: number;
    opacity: number;
  };
  shadow: { dx: number; dy: number; blur: number; opacity: number };
  /** Parallax shift of the backdrop. */
  background: { dx: number; dy: number };
  /** Centre of the light band across the card, 0 (left edge) … 1 (right edge); null when no band shows. */
  sweep: number | null;
  /** Turn of a mug's print round its axis (0: facing the camera). */
  spin: number;
  title: { opacity: number; dy: number };
}

const SWEEP_SECONDS = 1.3;
const SWEEP_EVERY = 5;
const REVEAL_SECONDS = 0.9;

/** The state at time `t` seconds of a `duration`-second video. */
export function frameState(plan: MotionPlan, t: number, duration: number, portrait: boolean): FrameState {
  const p = t / duration; // 0 … 1 over the video
  const wave = (period: number, phase = 0) => Math.sin((2 * Math.PI * t) / period + phase);
  const state: FrameState = {
    card: { dx: 0, dy: 0, scale: 1, rotation: 0, tiltY: 0, tiltX: 0, opacity: 1 },
    shadow: { dx: 0.012, dy: 0.03, blur: 0.035, opacity: 0.34 },
    background: { dx: 0, dy: 0 },
    sweep: null,
    spin: 0,
    title: { opacity: 1, dy: 0 },
  };
  const { card, shadow, background } = state;
  switch (plan.motion) {
    case 'zoom': {
      // Ken Burns: a slow push in with a drift, the backdrop moving less (depth).
      const k = easeInOutSine(p);
      card.scale = 0.94 + 0.12 * k;
      card.dx = -0.015 + 0.03 * k;
      card.dy = 0.01 - 0.02 * k;
      background.dx = -0.006 * k;
      background.dy = 0.004 * k;
      shadow.blur = 0.035 + 0.015 * k;
      break;
    }
    case 'pan': {
      const k = easeInOutCubic(p) * 2 - 1; // −1 … 1
      const travel = 0.07;
      if (portrait) card.dy = -travel * k;
      else card.dx = travel * k;
      card.rotation = -0.01 * k;
      card.scale = 1.02;
      if (portrait) background.dy = 0.02 * k;
      else background.dx = 0.02 * k;
      shadow.dx = 0.012 - 0.01 * k; // the light stays put while the card moves under it
      break;
    }
    case 'tilt': {
      const period = Math.max(4, duration / Math.max(1, Math.round(duration / 5)));
      const y = wave(period);
      const x = wave(period, Math.PI / 2);
      card.tiltY = 0.2 * y;
      card.tiltX = 0.07 * x;
      card.scale = 0.98 + 0.02 * x;
      shadow.dx = 0.012 - 0.045 * y; // the shadow swings opposite the tilt
      shadow.dy = 0.03 + 0.012 * x;
      shadow.opacity = 0.3 + 0.06 * Math.abs(y);
      background.dx = -0.012 * y;
      background.dy = -0.006 * x;
      break;
    }
    case 'float': {
      const lift = (wave(3.2) + 1) / 2; // 0 … 1
      card.dy = -0.03 * lift;
      card.rotation = 0.02 * wave(6.4, 0.6);
      card.tiltY = 0.05 * wave(6.4);
      // Higher card: a wider, fainter shadow further below it.
      shadow.dy = 0.03 + 0.04 * lift;
      shadow.blur = 0.03 + 0.03 * lift;
      shadow.opacity = 0.36 - 0.12 * lift;
      background.dy = 0.004 * lift;
      break;
    }
    case 'spin': {
      // Whole turns, eased, so the print starts and ends facing the camera.
      const turns = Math.max(1, Math.round(duration / 6));
      state.spin = 2 * Math.PI * turns * easeInOutSine(p);
      break;
    }
  }
  if (plan.sweep) {
    // A band every SWEEP_EVERY seconds, the first a little after the start.
    const since = t - 0.6 - Math.floor((t - 0.6) / SWEEP_EVERY) * SWEEP_EVERY;
    if (t >= 0.6 && since <= SWEEP_SECONDS) state.sweep = -0.35 + 1.7 * easeInOutSine(since / SWEEP_SECONDS);
  }
  if (plan.reveal) {
    const k = easeOutCubic(t / REVEAL_SECONDS);
    card.opacity *= k;
    card.scale *= 0.86 + 0.14 * k;
    card.dy += 0.05 * (1 - k);
    shadow.opacity *= k;
  }
  if (plan.title) {
    const k = easeOutCubic((t - 0.35) / 0.7);
    state.title = { opacity: k, dy: 0.03 * (1 - k) };
  }
  return state;
}
