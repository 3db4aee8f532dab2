import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'bench/**/*.test.ts', 'tools/**/*.test.ts'],
          environment: 'node',
          // Unit tests check results, not speed (the bench measures speed): on a loaded 2-core machine a 0.5 s test
          // took over Vitest's default 5 s.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        // The 3D garments' model files, which their tests read as the page fetches them.
        assetsInclude: ['**/*.glb'],
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // The temporary folder is set after PostgreSQL has started, so the server's own folders stay where they were.
          globalSetup: ['tests/integration/setup/postgres-server.ts', 'tests/integration/setup/temp-dir.ts'],
          // The AWS SDK warns once per process that its 2027 releases will need Node 22; here it is only noise.
          env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
          // Generous: several tests start servers whose first start runs initdb; a slow machine must not fail them.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
