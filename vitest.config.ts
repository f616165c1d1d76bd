import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // The browser extension's product address is fixed when it is built; its tests run as a build for this one.
        define: { __PRODUCT_ORIGIN__: JSON.stringify('https://signaldesk.test') },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/desktop/ui/src/**/*.test.ts', 'apps/extension/src/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'apps/desktop/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A browser on a loaded machine may paint or answer seconds late: polls wait for it rather than race it.
          expect: { poll: { timeout: 30_000 } },
          // Each file has a server, a data folder, ports and a browser of its own, and spends most of its time waiting
          // on a feed, a page or a server starting: two files at once keep both cores busy where one left them idle.
          maxWorkers: 2,
        },
      },
    ],
  },
});
