import { ENTITLEMENTS, type PlansInfo } from '../../../core/src/plans/entitlements';

type Feature = 'threeD' | 'aiTools' | 'batch';
const LABELS: Record<Feature, string> = { threeD: '3D exports', aiTools: 'The AI tools', batch: 'Batch mockups' };

/**
 * Why the caller may not use a feature under this installation's plans (PLANS=on), or undefined when they may. For
 * work the browser does itself (3D exports); the server refuses the same for everything it renders.
 */
export function planRefusal(info: PlansInfo | undefined, feature: Feature): string | undefined {
  if (!info || info.mode === 'off') return undefined;
  if (!info.account) return `${LABELS[feature]} need an account on this installation: please sign in.`;
  const plan = ENTITLEMENTS[info.account.plan];
  return plan[feature] ? undefined : `${LABELS[feature]} are not included in the ${plan.name} plan.`;
}
