import { renameSync, rmSync } from 'node:fs';
import * as ort from 'onnxruntime-node';
import { adaptIsnetModel, readIsnetModel } from './isnet-model';

/**
 * Writes the ISNet model adapted for a `side`² input and already optimised by ONNX Runtime for this machine
 * (fused, NCHWc-blocked weights) to `outPath`. Run in a child process of its own (model-cache.ts): optimising
 * holds several copies of the weights at once (~800 MB), which the server process never should; loading the
 * result later needs no optimisation and stays under 300 MB.
 */
export async function buildOptimisedModel(side: number, outPath: string): Promise<void> {
  const partial = `${outPath}.${process.pid}.partial`;
  try {
    const session = await ort.InferenceSession.create(adaptIsnetModel(readIsnetModel(), side), {
      graphOptimizationLevel: 'all',
      optimizedModelFilePath: partial,
      intraOpNumThreads: 1,
      logSeverityLevel: 3, // the hardware-specific-model warning is the point here
    });
    await session.release();
    renameSync(partial, outPath); // whole or absent: a crash leaves no half-written model behind the name
  } finally {
    rmSync(partial, { force: true });
  }
}
