/** What the command's tests run `npm run desktop` against: a product server on a local port and a member of it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SignedIn, signInMember, signInSuper, startServer, type TestServer } from '../../server/test/harness.js';
import { desktop, type RunningAssistant } from './desktopRun.js';

export interface CommandProduct {
  product: TestServer;
  /** The product's address, as `--server` takes it. */
  url: string;
  member: SignedIn;
  /** A fresh folder for the runs' data, charts and stand-ins. */
  folder: string;
  /** `npm run desktop -- <args>`, ended by close() if it is still running then. */
  desktop: (args: string[], env?: Record<string, string>) => RunningAssistant;
  close: () => Promise<void>;
}

export async function startCommandProduct(folderPrefix: string): Promise<CommandProduct> {
  const product = await startServer('sqlite');
  const admin = await signInSuper(product);
  const member = await signInMember(product, admin.token);
  const url = await product.app.listen({ port: 0, host: '127.0.0.1' });
  const folder = mkdtempSync(join(tmpdir(), folderPrefix));
  const runs: RunningAssistant[] = [];
  return {
    product,
    url,
    member,
    folder,
    desktop(args, env) {
      const run = desktop(args, env);
      runs.push(run);
      return run;
    },
    async close() {
      for (const run of runs) void run.stop();
      await product.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
