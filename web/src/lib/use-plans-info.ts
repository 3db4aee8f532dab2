import { useEffect, useState } from 'react';
import { plansInfoSchema, type PlansInfo } from '../../../core/src/plans/entitlements';

/**
 * GET /api/plans: whether this installation enforces plans and what each allows, as the server does. Undefined
 * while loading or when the server cannot be asked; pages then show the plans without the installation's notice.
 */
export function usePlansInfo(
  /** Asked again when this changes: pass the signed-in user's id so a sign-in shows their plan. */
  userKey?: string,
): PlansInfo | undefined {
  const [info, setInfo] = useState<PlansInfo>();
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/plans', { signal: controller.signal, credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body: unknown) => {
        const parsed = plansInfoSchema.safeParse(body);
        if (parsed.success) setInfo(parsed.data);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [userKey]);
  return info;
}
