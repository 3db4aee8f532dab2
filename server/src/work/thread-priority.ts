import fs from 'node:fs';
import os from 'node:os';

/**
 * How much lower than the server's event loop heavy work runs (nice steps, 0…19). At 5 the event loop weighs three
 * times a render thread; at 10 (ten times) renders starved behind other programs on a busy machine: at load 17 on two
 * cores a first render took over its 20 s limit.
 */
export const HEAVY_WORK_NICENESS = 5;

/**
 * Lowers the calling thread's CPU priority, so the event loop answers requests first while renders, AI and video
 * frames use the rest of the cores. Linux sets priority per thread (setpriority on the thread's id), and threads this
 * one starts later (libvips', onnxruntime's) inherit it. Elsewhere this does nothing.
 */
export function lowerThisThreadsPriority(): void {
  if (process.platform !== 'linux') return;
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    os.setPriority(threadId, HEAVY_WORK_NICENESS);
  } catch {
    // Without /proc or permission the work simply runs at normal priority.
  }
}
