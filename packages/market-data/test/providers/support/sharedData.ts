import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** The shared real-market data, read in place; absent in a fresh clone, where its tests skip. */
export const SHARED_DATA = resolve(repoRoot, '../shared/data');
export const hasSharedData = existsSync(SHARED_DATA);

/** This package's own fixtures, written by us. */
export const OWN_FIXTURES = resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures');
