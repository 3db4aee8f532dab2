import { z } from 'zod';

/**
 * The one definition of what each plan allows (spec §9), read by the server, which enforces it when the operator
 * sets PLANS=on, and by the pricing page and the FAQ, which describe it. `null` means no limit.
 */

export const PLAN_IDS = ['free', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const planIdSchema = z.enum(PLAN_IDS, { error: `plan must be one of ${PLAN_IDS.join(', ')}` });

/** `off`: this installation includes everything and nothing is counted; `on`: the entitlements below apply. */
export const PLAN_MODES = ['off', 'on'] as const;
export type PlanMode = (typeof PLAN_MODES)[number];

export interface Entitlements {
  name: string;
  /** Mockup downloads (server renders) per calendar month (UTC). */
  downloadsPerMonth: number | null;
  /** Video mockups per calendar month (UTC). */
  videosPerMonth: number | null;
  /** Largest side of a downloaded mockup, in pixels. */
  maxImageSide: number;
  /** Free renders carry the Mockup Studio watermark (core/src/render/watermark.ts). */
  watermark: boolean;
  /** AI Design Generator, background removal, AI backgrounds and product photography. */
  aiTools: boolean;
  /** The 3D mockup generator's exports (its turntable video goes through the server). */
  threeD: boolean;
  /** Batch mockups (many templates and colours into one ZIP). */
  batch: boolean;
}

export const ENTITLEMENTS: Record<PlanId, Entitlements> = {
  free: {
    name: 'Free',
    downloadsPerMonth: 10,
    videosPerMonth: 10,
    maxImageSide: 1080,
    watermark: true,
    aiTools: false,
    threeD: false,
    batch: false,
  },
  pro: {
    name: 'Pro',
    downloadsPerMonth: null,
    videosPerMonth: 100,
    maxImageSide: 4096,
    watermark: false,
    aiTools: true,
    threeD: true,
    batch: true,
  },
  enterprise: {
    name: 'Enterprise',
    downloadsPerMonth: null,
    videosPerMonth: null,
    maxImageSide: 4096,
    watermark: false,
    aiTools: true,
    threeD: true,
    batch: true,
  },
};

/** A new account's plan. */
export const DEFAULT_PLAN: PlanId = 'free';

/** With PLANS=off every account has everything, as the Enterprise plan does. */
export const UNLIMITED: Entitlements = { ...ENTITLEMENTS.enterprise, name: 'this installation' };

/** The calendar month (UTC) quotas are counted in, as `YYYY-MM`. */
export const quotaMonth = (now: Date = new Date()) => now.toISOString().slice(0, 7);

/** "4K" for 4096, "1080p" for 1080: how the pricing page names a resolution cap. */
export const resolutionLabel = (side: number) => (side >= 3840 ? '4K' : side >= 2048 ? '2K' : `${side}p`);

/** GET /api/plans: the mode, every plan's entitlements and, for a signed-in caller, theirs and what they used. */
export const plansInfoSchema = z.object({
  mode: z.enum(PLAN_MODES),
  plans: z.record(planIdSchema, z.custom<Entitlements>()),
  account: z
    .object({
      plan: planIdSchema,
      month: z.string(),
      downloads: z.number(),
      videos: z.number(),
    })
    .nullable(),
});
export type PlansInfo = z.infer<typeof plansInfoSchema>;
