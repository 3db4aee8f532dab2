import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './web/build/precompress';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    // core/src/text imports opentype.js's default export, as Node sees its CommonJS build; its ES module has none.
    alias: [{ find: /^opentype\.js$/, replacement: 'opentype.js/dist/opentype.js' }],
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    // The manifest lets the bundle-size check follow each route's import graph.
    manifest: true,
    // three.js is one ~1 MB chunk (about 270 KB gzip), loaded only by the 3D mockup routes.
    chunkSizeWarningLimit: 1100,
    // The home page must stay light: shared vendor code in one cacheable chunk, pages split by route.
    rollupOptions: {
      output: {
        manualChunks: (id) => (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id) ? 'react' : undefined),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
