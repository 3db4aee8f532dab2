// The worker-thread side of the work pool. Loads the TypeScript task table through tsx, whatever the parent
// process was started with (node --import tsx, vitest, …), and runs one task per call.
import { BroadcastChannel, threadId } from 'node:worker_threads';
import Tinypool from 'tinypool';
import { tsImport } from 'tsx/esm/api';

const { THREAD_TASKS, renderPathLoaded } = await tsImport('./thread-tasks.ts', import.meta.url);
// The thread is ready (takes tasks) once the render path is loaded, so no render waits for its code.
await renderPathLoaded;
// Tells the pool this thread has loaded: stopping a thread while it still loads modules can abort the whole process.
const started = new BroadcastChannel(Tinypool.workerData.startedChannel);
started.postMessage(threadId);
started.close();

export default async function run({ task, input }) {
  const result = await THREAD_TASKS[task](input);
  // Moved here, not in the task: tsx loads the tasks' own copy of tinypool, whose mark this side does not know.
  return ArrayBuffer.isView(result) ? Tinypool.move(result) : result;
}
