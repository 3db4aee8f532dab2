// `npm test`: every check, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const steps = [
  ['system packages', 'node scripts/ensure-system-deps.mjs'],
  ['type-check', 'npx tsc -b'],
  ['lint', 'npx eslint . --max-warnings=0'],
  // Vitest's default is one worker fewer than the cores: one, here.
  ['unit tests', 'npx vitest run --project unit --project web --maxWorkers=2'],
  ['build', 'npx vite build --logLevel warn'],
  // Two files at a time: most of these tests wait on child processes, databases and sockets. The fuzzing runs alone
  // after them, as its time limits on the clock are only fair when nothing else in the suite competes.
  ['integration tests', 'npx vitest run --project integration --maxWorkers=2 --exclude tests/integration/fuzz.test.ts'],
  ['fuzzing', 'npx vitest run --project integration tests/integration/fuzz.test.ts'],
  ['end-to-end tests', 'npx playwright test'],
];

const timings = [];
for (const [name, command] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (${command})`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ all checks passed (${timings.join(', ')})`);
