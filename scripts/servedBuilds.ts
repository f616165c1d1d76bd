import { join, resolve } from 'node:path';

const repository = resolve(import.meta.dirname, '..');

/**
 * The folder `npm start`'s server serves downloads from, read as the server reads it (DESKTOP_BUILDS_DIR, else
 * $DATA_DIR/builds, relative paths from the repository, where the server starts), so a build lands where it is served.
 */
export const servedBuildsDir = (env: NodeJS.ProcessEnv = process.env) =>
  resolve(repository, env.DESKTOP_BUILDS_DIR ?? join(env.DATA_DIR ?? 'data', 'builds'));
