import { z } from 'zod';
import { idText } from '../schemas/text';
import { PRODUCT_COLOURS } from './colour';
import { colourSchema, designDataUrlSchema, placementSchema, renderWidthSchema } from './request';

/** Limits of one batch: stated in the API's answers and the README. */
export const BATCH_LIMITS = {
  /** Mockups (templates × colours) in one batch: the whole library (381 templates) in one colour fits. */
  maxItems: 400,
  maxColours: PRODUCT_COLOURS.length,
  /** Pixels of all the batch's PNGs together: 400 at 1200², or 35 at 4096². */
  maxPixels: 600_000_000,
} as const;

/** The output sizes the batch dialog offers (the API takes any width within the render limits). */
export const BATCH_SIZES = [1200, 2048, 4096] as const;

/** The fields of a batch request, before the check that it names templates (the versioned API extends them). */
export const batchFieldsSchema = z.object({
  design: designDataUrlSchema,
  placement: placementSchema,
  colors: z
    .array(colourSchema)
    .min(1, 'colors must name at least one colour')
    .max(BATCH_LIMITS.maxColours, `colors may name at most ${BATCH_LIMITS.maxColours} colours`),
  templateIds: z.array(idText(80)).max(BATCH_LIMITS.maxItems).optional(),
  categories: z.array(idText(80)).max(100).optional(),
  width: renderWidthSchema,
});

/** A batch must name its templates one by one, by whole categories, or both. */
export const namesTemplates: [
  (r: { templateIds?: string[] | undefined; categories?: string[] | undefined }) => boolean,
  { message: string; path: string[] },
] = [
  (r) => (r.templateIds?.length ?? 0) + (r.categories?.length ?? 0) > 0,
  { message: 'Name the templates: templateIds, categories, or both.', path: ['templateIds'] },
];

/**
 * POST /api/render/batch: one design, one placement, the same on every template (each relative to its own print
 * area), in one or more colours. Templates are named one by one, by whole categories, or both.
 */
export const batchRequestSchema = batchFieldsSchema.refine(...namesTemplates);

export type BatchRequest = z.infer<typeof batchRequestSchema>;

export type BatchStatus = 'queued' | 'running' | 'zipping' | 'done' | 'failed' | 'cancelled';
export type BatchItemStatus = 'pending' | 'rendering' | 'done' | 'failed';

/** GET /api/render/batch/:id */
export interface BatchProgress {
  id: string;
  status: BatchStatus;
  width: number;
  total: number;
  done: number;
  failed: number;
  createdAt: string;
  finishedAt: string | null;
  error: string | null;
  /** Set once the ZIP exists (and until an anonymous one expires). */
  zipUrl: string | null;
  zipName: string | null;
  zipSize: number | null;
  /** When an anonymous visitor's ZIP is deleted; null for a signed-in user's (kept on the dashboard). */
  zipExpiresAt: string | null;
  items: { templateId: string; color: string; fileName: string; status: BatchItemStatus; error: string | null }[];
}

export const isFinished = (status: BatchStatus) => status === 'done' || status === 'failed' || status === 'cancelled';

/**
 * A colour in file names: the product colour's name (white, black, navy, red, green, purple) when it is one of
 * them, otherwise its hex digits in lower case without '#' (ff8800).
 */
export function colourSlug(hex: string): string {
  const named = PRODUCT_COLOURS.find((c) => c.value.toLowerCase() === hex.toLowerCase());
  return named ? named.name.toLowerCase() : hex.replace(/^#/, '').toLowerCase();
}

/** A batch item's name in the ZIP: `<template-id>-<colour>.png`. */
export const batchItemFileName = (templateId: string, colour: string) => `${templateId}-${colourSlug(colour)}.png`;
