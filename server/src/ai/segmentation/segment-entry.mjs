// The segmentation worker thread (segment-worker.ts), loaded through tsx whatever started the parent process.
import { tsImport } from 'tsx/esm/api';

await tsImport('./segment-worker.ts', import.meta.url);
