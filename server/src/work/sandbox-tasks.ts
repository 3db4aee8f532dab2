import { rasteriseSvg } from '../images/svg';
import { marksAppErrors } from './task-errors';
import { lowerThisThreadsPriority } from './thread-priority';

lowerThisThreadsPriority();

/** Tasks run in the sandbox's child processes (server/src/work/sandbox-entry.mjs). */
export const SANDBOX_TASKS = {
  /** Answers once the process has loaded its tasks. */
  ping: () => true,
  rasteriseSvg: marksAppErrors(rasteriseSvg),
  /** A Photoshop file's import (issue #31): here, where a time limit can kill a parse that runs away. Loaded on first use. */
  buildPsdTemplate: marksAppErrors(async (input: { bytes: Uint8Array }) => (await import('../psd/build-psd-template')).buildPsdTemplate(input)),
};
