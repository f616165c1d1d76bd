import { performance } from 'node:perf_hooks';
import { findSymbols } from '../src/symbols.js';

/**
 * What one page scan costs the content script in symbol finding: LIMITS.nodesPerScan text nodes of a busy forum
 * thread (a cashtag in every fifth, prices and dates in the rest). Prints JSON; timings are never asserted.
 */
const NODES = 4000;
const texts = Array.from({ length: NODES }, (_, i) =>
  i % 5 === 0 ? `Loading up on $AAPL and 0700.HK before earnings, 600519 too (#${i})` : `Closed at $${100 + (i % 50)}.25 on 2026-11-${(i % 28) + 1}, volume ${i * 1000}`,
);
for (const text of texts) findSymbols(text);
const runs = 20;
const start = performance.now();
let found = 0;
for (let run = 0; run < runs; run += 1) for (const text of texts) found += findSymbols(text).length;
const perScanMs = (performance.now() - start) / runs;
console.log(JSON.stringify({ bench: 'extension-scan', textNodes: NODES, symbolsPerScan: found / runs, perScanMs: Number(perScanMs.toFixed(2)) }));
