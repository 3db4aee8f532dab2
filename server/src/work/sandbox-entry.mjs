// The child-process side of the sandbox pool: work that native code does in one uninterruptible call (SVG
// rasterisation), isolated so that a time limit can end it by killing the process.
import { tsImport } from 'tsx/esm/api';

const { SANDBOX_TASKS } = await tsImport('./sandbox-tasks.ts', import.meta.url);

export default function run({ task, input }) {
  return SANDBOX_TASKS[task](input);
}
