/**
 * How far an AI tool's request is, for its progress bar. The page names its request with a random id in the
 * `x-progress-id` header and asks GET /api/functions/progress/:id while it waits for the answer.
 */
export const PROGRESS_HEADER = 'x-progress-id';

/** A progress id: random, URL-safe, 16–64 characters (a UUID qualifies). */
export const PROGRESS_ID = /^[A-Za-z0-9_-]{16,64}$/;

export interface WorkProgress {
  /** What is happening now, for people: 'Cutting out your product', 'ComfyUI is painting the set'. */
  step: string;
  /** How far the engine is with its image, 0…1, where it says (the self-hosted engines do). */
  fraction?: number;
}

/** Told each step of a request's work; a no-op when the page did not ask to follow it. */
export type ReportProgress = (progress: WorkProgress) => void;
