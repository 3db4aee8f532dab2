import { useCallback, useEffect, useState } from 'react';
import { ApiError, postJson } from '../../lib/api';
import { useSession } from '../../lib/use-session';

export interface BrandColours {
  /** null while anonymous (nothing is kept) or still loading. */
  colours: string[] | null;
  signedIn: boolean;
  save: (hex: string) => Promise<void>;
  remove: (hex: string) => Promise<void>;
}

async function fetchColours(): Promise<string[]> {
  const response = await fetch('/api/brand-colours');
  if (!response.ok) throw new ApiError(`Brand colours could not be read (${response.status}).`, response.status);
  return ((await response.json()) as { colors: string[] }).colors;
}

/** The signed-in user's brand colours (GET/POST/DELETE /api/brand-colours); refusals throw the server's sentence. */
export function useBrandColours(): BrandColours {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [colours, setColours] = useState<{ userId: string; list: string[] } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    fetchColours().then(
      (list) => !cancelled && setColours({ userId, list }),
      () => undefined, // the row stays hidden; the editor works without it
    );
    return () => {
      cancelled = true;
    };
  }, [userId]);

  const save = useCallback(
    async (hex: string) => {
      if (!userId) return;
      const { colors } = await postJson<{ colors: string[] }>('/api/brand-colours', { color: hex });
      setColours({ userId, list: colors });
    },
    [userId],
  );
  const remove = useCallback(
    async (hex: string) => {
      if (!userId) return;
      const response = await fetch(`/api/brand-colours/${hex.replace('#', '')}`, { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw new ApiError(`The colour could not be removed (${response.status}).`, response.status);
      setColours((now) => (now ? { userId, list: now.list.filter((c) => c !== hex) } : now));
    },
    [userId],
  );

  return { colours: userId && colours?.userId === userId ? colours.list : null, signedIn: userId !== null, save, remove };
}
