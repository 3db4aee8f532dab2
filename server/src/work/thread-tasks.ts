import { marksAppErrors } from './task-errors';
import { lowerThisThreadsPriority } from './thread-priority';

lowerThisThreadsPriority();

/**
 * Task `name` of a module imported on its first call: a thread starts in a fraction of the time it would take to load
 * every task's libraries (sharp, resvg, onnxruntime, the video and AI code), and loads only what it is asked to run.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any task's input; the table keeps each one's own types
function lazy<M extends Record<K, (input: any) => unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  type Task = M[K];
  return marksAppErrors(async (input: Parameters<Task>[0]) => (await load())[name](input) as Awaited<ReturnType<Task>>);
}

/**
 * The render path, imported as soon as a thread starts (at its lower priority). The thread takes tasks once it is in
 * (thread-entry.mjs), so the first render after the server started finds its code loaded.
 */
const renderTask = import('../services/render-task');
/** Settles when the render path is loaded; a failure surfaces on the first render, not here. */
export const renderPathLoaded = renderTask.then(
  () => undefined,
  () => undefined,
);

const photoTasks = () => import('../ai/photo/photo-tasks');

/**
 * Tasks run on the pool's worker threads (server/src/work/thread-entry.mjs). A task whose result is a typed array by
 * itself hands its memory back uncopied (the scene tools' painted backdrops).
 */
export const THREAD_TASKS = {
  /** Answers once a thread takes tasks (WorkPool.ready). */
  ping: async (_input?: undefined) => true,
  decodeRaster: lazy(() => import('../images/raster'), 'decodeRaster'),
  renderMockupPng: lazy(() => renderTask, 'renderMockupPng'),
  renderLayeredMockup: lazy(() => import('../services/layers-task'), 'renderLayeredMockup'),
  renderPrintFilePng: lazy(() => import('../services/layers-task'), 'renderPrintFilePng'),
  prepareCutout: lazy(() => import('../ai/cutout/prepare'), 'prepareCutout'),
  cutoutPng: lazy(() => import('../ai/cutout/cutout-task'), 'cutoutPng'),
  backgroundBackdrop: lazy(photoTasks, 'backgroundBackdrop'),
  backgroundScenePng: lazy(photoTasks, 'backgroundScenePng'),
  productPhotoBackdrop: lazy(photoTasks, 'productPhotoBackdrop'),
  productPhotoPng: lazy(photoTasks, 'productPhotoPng'),
  keepProduct: lazy(photoTasks, 'keepProduct'),
  productOnCanvas: lazy(() => import('../ai/photo/engine-canvas'), 'productOnCanvas'),
  prepareVideoScene: lazy(() => import('../video/scene'), 'prepareVideoScene'),
  prepareClipKeyframe: lazy(() => import('../video/clip-keyframe-task'), 'prepareClipKeyframe'),
  readKeyframeWindow: lazy(() => import('../video/clip-keyframe-task'), 'readKeyframeWindow'),
  drawVideoFrames: lazy(() => import('../video/frames-task'), 'drawVideoFrames'),
  decodeVideoFrames: lazy(() => import('../video/encode-frames'), 'decodeVideoFrames'),
  renderDesignPng: lazy(() => import('../ai/design/render-design'), 'renderDesignPng'),
  providerImageToPng: lazy(() => import('../ai/providers/to-png'), 'providerImageToPng'),
  ownPhotoMaskPng: lazy(() => import('../own-photo/cutout-mask'), 'ownPhotoMaskPng'),
  buildOwnTemplate: lazy(() => import('../own-photo/build-template'), 'buildOwnTemplate'),
  renderPsdPng: lazy(() => import('../psd/render-psd-task'), 'renderPsdPng'),
};
