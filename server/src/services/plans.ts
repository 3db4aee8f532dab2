import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_PLAN,
  ENTITLEMENTS,
  quotaMonth,
  type Entitlements,
  type PlanId,
  type PlansInfo,
} from '../../../core/src/plans/entitlements';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accountPlans, planUsage, user } from '../db/schema';
import { AppError, notFound, planLimit } from '../http/app-error';

/** What a plan counts per month. */
export type Quota = 'downloads' | 'videos';

/** A signed-in account's plan as PLANS=on enforces it. */
export interface AccountPlan {
  userId: string;
  plan: PlanId;
  entitlements: Entitlements;
}

/** An account's plan: its row, or the default (Free). Read on every gated request, so a change applies at once. */
export async function planOf(db: Db, userId: string): Promise<PlanId> {
  const [row] = await db.select({ plan: accountPlans.plan }).from(accountPlans).where(eq(accountPlans.userId, userId));
  return row?.plan ?? DEFAULT_PLAN;
}

/**
 * The caller's plan when PLANS=on; undefined when plans are off (nothing is limited). Anonymous visitors are asked to
 * sign in: quotas are counted per account, and an address is no account.
 */
export async function planForRequest(
  db: Db,
  config: Pick<Config, 'plans'>,
  userId: string | undefined,
  action: string,
): Promise<AccountPlan | undefined> {
  if (config.plans === 'off') return undefined;
  if (!userId) throw new AppError(401, `Please sign in to ${action}: this installation's plans count it per account.`);
  const plan = await planOf(db, userId);
  return { userId, plan, entitlements: ENTITLEMENTS[plan] };
}

type Feature = 'aiTools' | 'threeD' | 'batch';
const FEATURE_NAMES: Record<Feature, string> = { aiTools: 'AI tools', threeD: '3D mockups', batch: 'Batch mockups' };

/** Refuses (402) a feature the plan does not include. */
export function requireFeature(account: AccountPlan | undefined, feature: Feature): void {
  if (!account || account.entitlements[feature]) return;
  throw planLimit(`${FEATURE_NAMES[feature]} are not included in the ${account.entitlements.name} plan; ask the operator to move this account to Pro.`);
}

/** Refuses (402) a render wider than the plan exports. */
export function requireWidth(account: AccountPlan | undefined, width: number): void {
  if (!account || width <= account.entitlements.maxImageSide) return;
  const cap = account.entitlements.maxImageSide;
  throw planLimit(`The ${account.entitlements.name} plan exports mockups up to ${cap} px; ask for a width of at most ${cap}, or move to Pro for 4K.`);
}

const limitOf = (account: AccountPlan, quota: Quota) =>
  quota === 'downloads' ? account.entitlements.downloadsPerMonth : account.entitlements.videosPerMonth;

/**
 * Counts one download or video against this month's quota, in one statement (two servers cannot both take the last
 * one); past the quota 402 naming the plan. Returns a release that gives the unit back if the work then fails.
 */
export async function consumeQuota(db: Db, account: AccountPlan | undefined, quota: Quota): Promise<() => Promise<void>> {
  if (!account) return async () => {};
  const limit = limitOf(account, quota);
  const month = quotaMonth();
  const column = planUsage[quota];
  const [row] = await db
    .insert(planUsage)
    .values({ userId: account.userId, month, [quota]: 1 })
    .onConflictDoUpdate({
      target: [planUsage.userId, planUsage.month],
      set: { [quota]: sql`${column} + 1` },
      ...(limit !== null && { setWhere: sql`${column} < ${limit}` }),
    })
    .returning({ used: column });
  if (!row || (limit !== null && row.used > limit)) {
    const what = quota === 'downloads' ? 'mockup downloads' : 'video mockups';
    throw planLimit(
      `The ${account.entitlements.name} plan includes ${limit} ${what} a month, and this account has used them all for ${month}; ` +
        'they renew on the 1st (UTC), or the operator can move the account to Pro.',
    );
  }
  return async () => {
    await db
      .update(planUsage)
      .set({ [quota]: sql`greatest(${column} - 1, 0)` })
      .where(and(eq(planUsage.userId, account.userId), eq(planUsage.month, month)));
  };
}

/** Runs `work` with one unit of the quota taken, given back when the work throws. */
export async function withQuota<T>(db: Db, account: AccountPlan | undefined, quota: Quota, work: () => Promise<T>): Promise<T> {
  const release = await consumeQuota(db, account, quota);
  try {
    return await work();
  } catch (error) {
    await release();
    throw error;
  }
}

/** Sets the plan of the account with this e-mail (the operator's CLI and admin API); 404 when there is none. */
export async function setPlanByEmail(db: Db, email: string, plan: PlanId): Promise<{ userId: string; email: string; plan: PlanId }> {
  const [account] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(sql`lower(${user.email})`, email.toLowerCase()));
  if (!account) throw notFound(`No account with the e-mail address ${email}.`);
  await db
    .insert(accountPlans)
    .values({ userId: account.id, plan })
    .onConflictDoUpdate({ target: accountPlans.userId, set: { plan, updatedAt: new Date() } });
  return { userId: account.id, email: account.email, plan };
}

/** GET /api/plans: the mode, the entitlements and, for a signed-in caller with PLANS=on, their plan and usage. */
export async function plansInfo(db: Db, config: Pick<Config, 'plans'>, userId: string | undefined): Promise<PlansInfo> {
  if (config.plans === 'off' || !userId) return { mode: config.plans, plans: ENTITLEMENTS, account: null };
  const month = quotaMonth();
  const [plan, [used]] = await Promise.all([
    planOf(db, userId),
    db.select().from(planUsage).where(and(eq(planUsage.userId, userId), eq(planUsage.month, month))),
  ]);
  return { mode: 'on', plans: ENTITLEMENTS, account: { plan, month, downloads: used?.downloads ?? 0, videos: used?.videos ?? 0 } };
}
