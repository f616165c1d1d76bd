import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const uiFolder = fileURLToPath(new URL('.', import.meta.url));

/**
 * The assistant's window: a page the local server serves under /assistant/ from apps/desktop/dist/ui. In `vite dev`
 * the window's API goes to an assistant running on 4009.
 */
export default defineConfig({
  root: uiFolder,
  base: '/assistant/',
  plugins: [react()],
  build: { outDir: fileURLToPath(new URL('../dist/ui', import.meta.url)), emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/assistant/api': 'http://127.0.0.1:4009', '/assistant/font.ttf': 'http://127.0.0.1:4009' } },
});
