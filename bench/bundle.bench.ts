import { WEB_DIST_DIR } from '../server/src/server';
import { initialJsKbGzip } from './lib/bundle-size';
import { round, type BenchResult } from './lib/results';

export async function bundleBenchmarks(): Promise<BenchResult[]> {
  return [
    {
      name: 'home route initial JS (gzip)',
      value: round(initialJsKbGzip(WEB_DIST_DIR, 'src/pages/home-page.tsx')),
      unit: 'KB',
      lowerIsBetter: true,
    },
  ];
}
