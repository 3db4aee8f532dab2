import { PROGRESS_ID, type ReportProgress, type WorkProgress } from '../../../../core/src/ai/progress';

/** Most requests followed at once: each entry is a few dozen bytes, so the board stays well under a megabyte. */
const MAX_ENTRIES = 2_000;
/** An entry outlives its request by this much, for a page that asks once more after the answer arrived. */
const KEEP_MS = 5 * 60_000;

interface Entry extends WorkProgress {
  at: number;
}

/**
 * The progress of AI requests in flight, by the id the page chose (core/src/ai/progress.ts). In this process's memory:
 * a request and the page's questions about it reach the same server. Bounded in entries and time; the oldest go first.
 */
export class ProgressBoard {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A reporter for the request named `id` (from its header); a no-op without a well-formed id. */
  reporter(id: string | undefined): ReportProgress {
    if (!id || !PROGRESS_ID.test(id)) return () => {};
    return (progress) => this.set(id, progress);
  }

  get(id: string): WorkProgress | undefined {
    const entry = this.entries.get(id);
    if (!entry || this.now() - entry.at > KEEP_MS) return undefined;
    return entry.fraction === undefined ? { step: entry.step } : { step: entry.step, fraction: entry.fraction };
  }

  get size() {
    return this.entries.size;
  }

  private set(id: string, { step, fraction }: WorkProgress) {
    // Re-inserting keeps the map in order of last report, so the first entries are the stalest.
    this.entries.delete(id);
    this.entries.set(id, { step, fraction: fraction === undefined ? undefined : Math.min(1, Math.max(0, fraction)), at: this.now() });
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.now() - entry.at <= KEEP_MS) break;
      this.entries.delete(oldest);
    }
  }
}
