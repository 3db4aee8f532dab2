// A child process that prepares the optimised ISNet model (build-model.ts) and exits, returning its memory.
// Arguments: <side> <output path>.
import { tsImport } from 'tsx/esm/api';

const { buildOptimisedModel } = await tsImport('./build-model.ts', import.meta.url);
await buildOptimisedModel(Number(process.argv[2]), process.argv[3]);
