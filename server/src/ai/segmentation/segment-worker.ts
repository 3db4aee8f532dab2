import { parentPort, workerData } from 'node:worker_threads';
import * as ort from 'onnxruntime-node';

/**
 * The one thread that holds the ISNet session (segmenter.ts starts it). One session for the whole process: a
 * session per pool thread would hold the weights and the activation arena once per thread. ONNX Runtime's own
 * threads do the maths; this thread only hands tensors in and masks out.
 */

export interface SegmentWorkerData {
  modelPath: string;
  side: number;
  /** ONNX Runtime's intra-op threads: one inference uses this many cores. */
  threads: number;
}

export type SegmentRequest = { id: number; input: Float32Array };
export type SegmentReply =
  | { ready: true; loadMs: number }
  | { failed: string }
  | { id: number; mask: Float32Array; ms: number }
  | { id: number; error: string };

const { modelPath, side, threads } = workerData as SegmentWorkerData;
const port = parentPort!;

try {
  const started = performance.now();
  const session = await ort.InferenceSession.create(modelPath, {
    // Optimised once when the cached model was built (build-model.ts).
    graphOptimizationLevel: 'disabled',
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    // Idle ORT threads sleep instead of spinning, leaving the cores to the event loop and the work pool.
    extra: { session: { intra_op: { allow_spinning: '0' } } },
    logSeverityLevel: 3,
  });
  port.postMessage({ ready: true, loadMs: performance.now() - started } satisfies SegmentReply);
  port.on('message', async ({ id, input }: SegmentRequest) => {
    try {
      const started = performance.now();
      const output = await session.run({ input: new ort.Tensor('float32', input, [1, 3, side, side]) });
      const data = output.output!.data as Float32Array;
      // A copy that owns its buffer, so it can be transferred.
      const mask = new Float32Array(data);
      port.postMessage({ id, mask, ms: performance.now() - started } satisfies SegmentReply, [mask.buffer]);
    } catch (error) {
      port.postMessage({ id, error: (error as Error).message } satisfies SegmentReply);
    }
  });
} catch (error) {
  port.postMessage({ failed: (error as Error).message } satisfies SegmentReply);
}
