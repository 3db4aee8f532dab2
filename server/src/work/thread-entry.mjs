// The worker-thread side of the work pool. Loads the TypeScript task table through tsx, whatever the parent
// process was started with (node --import tsx, vitest, …), and runs one task per call.
import { tsImport } from 'tsx/esm/api';

const { THREAD_TASKS } = await tsImport('./thread-tasks.ts', import.meta.url);

export default function run({ task, input }) {
  return THREAD_TASKS[task](input);
}
