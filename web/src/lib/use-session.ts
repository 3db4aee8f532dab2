import { useEffect, useSyncExternalStore } from 'react';
import type { AuthClient } from './auth-client';

/** The signed-in user as the header and dashboard see it. */
export interface SessionUser {
  id: string;
  email: string;
  displayName: string | null;
  createdAt: string;
}

export interface SessionState {
  user: SessionUser | null;
  loading: boolean;
  signOut: () => Promise<void>;
}

type Snapshot = Pick<SessionState, 'user' | 'loading'>;

// One store for the whole page. better-auth's client (and its session fetch) is loaded on first use,
// so it stays out of the home page's initial JavaScript.
let snapshot: Snapshot = { user: null, loading: true };
const listeners = new Set<() => void>();
let client: Promise<AuthClient> | undefined;

function publish(next: Snapshot) {
  if (next.loading === snapshot.loading && JSON.stringify(next.user) === JSON.stringify(snapshot.user)) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

type SessionAtomValue = { data: { user: { id: string; email: string; name: string; createdAt: Date | string } } | null; isPending: boolean };

/** better-auth's client, loading it and wiring its session atom into this store the first time. */
export function loadAuthClient(): Promise<AuthClient> {
  client ??= import('./auth-client').then(({ authClient }) => {
    const atom = authClient.$store.atoms.session as unknown as { subscribe: (cb: (value: SessionAtomValue) => void) => void };
    atom.subscribe((value) => {
      const u = value.data?.user;
      publish({
        loading: value.isPending,
        user: u ? { id: u.id, email: u.email, displayName: u.name || null, createdAt: new Date(u.createdAt).toISOString() } : null,
      });
    });
    return authClient;
  });
  return client;
}

/** Asks the server again (after a profile change, say). */
export async function refreshSession(): Promise<void> {
  (await loadAuthClient()).$store.notify('$sessionSignal');
}

async function signOut(): Promise<void> {
  const { error } = await (await loadAuthClient()).signOut();
  // sonner stays out of the first page load; by now the page has it anyway.
  const { toast } = await import('sonner');
  if (error) {
    toast.error('Error signing out', { description: error.message ?? 'Please try again.' });
    return;
  }
  toast.success('Signed out', { description: "You've been successfully signed out." });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** One hook for "who is signed in". */
export function useSession(): SessionState {
  const current = useSyncExternalStore(subscribe, () => snapshot);
  useEffect(() => {
    void loadAuthClient();
  }, []);
  return { ...current, signOut };
}
