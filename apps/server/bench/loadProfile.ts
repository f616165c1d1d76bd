/**
 * Summarises a server's CPU profile taken under the load mix (not a test), printing JSON: the functions and the
 * files with the most self time, and the functions with the most inclusive time (their own and their callees'),
 * each in per cent of the samples, idle and garbage collection named on their own.
 * Take one with LOAD_PROFILE_DIR=<folder> on load.ts, then: npx tsx apps/server/bench/loadProfile.ts <file.cpuprofile>
 */
import { readFileSync } from 'node:fs';
import { round } from './benchFigures.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

const TOP = 30;

/** A function's name and where it is, its path cut to the part inside the repository or node_modules. */
function place(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, '~/').replace(/^.*\/(apps|packages)\//, '$1/');
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
}

const fileOf = (label: string) => label.slice(label.indexOf(' ') + 1).replace(/:\d+$/, '') || '(native)';

function top(counts: Map<string, number>, total: number) {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, count]) => ({ name, percent: round((100 * count) / total, 1) }));
}

const profile = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const hits = new Map<number, number>();
for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);

const self = new Map<string, number>();
const selfByFile = new Map<string, number>();
const inclusive = new Map<string, number>();
let idle = 0;
for (const [id, count] of hits) {
  const node = byId.get(id) as ProfileNode;
  const label = place(node);
  if (node.callFrame.functionName === '(idle)') {
    idle += count;
    continue;
  }
  self.set(label, (self.get(label) ?? 0) + count);
  selfByFile.set(fileOf(label), (selfByFile.get(fileOf(label)) ?? 0) + count);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const name = place(byId.get(at) as ProfileNode);
    if (!seen.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + count);
    seen.add(name);
  }
}

const busy = profile.samples.length - idle;
process.stdout.write(
  `${JSON.stringify(
    {
      samples: profile.samples.length,
      idlePercent: round((100 * idle) / profile.samples.length, 1),
      note: 'per cent of the busy samples (idle left out)',
      self: top(self, busy),
      selfByFile: top(selfByFile, busy),
      inclusive: top(new Map([...inclusive].filter(([name]) => !name.startsWith('(root)'))), busy),
    },
    null,
    2,
  )}\n`,
);
