import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * A full collection on the calling thread, then one turn of its event loop for native finalizers to run. Native
 * libraries (resvg) hold large pictures behind small JS objects: V8 does not see their size, so without this they
 * stay resident until some later collection happens to find them.
 */
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

export async function releaseNativeMemory(): Promise<void> {
  collect();
  await new Promise((resolve) => setImmediate(resolve));
}
