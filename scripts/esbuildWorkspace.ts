import type { Plugin } from 'esbuild';

/**
 * The product's own packages (packages/*) have no effects on import, so a bundle leaves out what it does not use of
 * them, with what only that needs: the market-data package's index also exports the server's exchange providers
 * (ccxt), which neither the desktop assistant nor the browser extension should carry.
 */
export const workspacePackagesWithoutEffects: Plugin = {
  name: 'workspace-packages-without-effects',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === 'resolving') return undefined;
      const resolved = await builder.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'resolving' });
      return /[\\/]packages[\\/][^\\/]+[\\/]src[\\/]/.test(resolved.path) && !resolved.external ? { ...resolved, sideEffects: false } : undefined;
    });
  },
};
