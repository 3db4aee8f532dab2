/** The signed-in user as the header and dashboard see it. */
export interface SessionUser {
  id: string;
  email: string;
  displayName: string | null;
}

export interface SessionState {
  user: SessionUser | null;
  loading: boolean;
  signOut: () => Promise<void>;
}

const SIGNED_OUT: SessionState = { user: null, loading: false, signOut: async () => {} };

/** One hook for "who is signed in"; the accounts feature fills it with the real session. */
export function useSession(): SessionState {
  return SIGNED_OUT;
}
