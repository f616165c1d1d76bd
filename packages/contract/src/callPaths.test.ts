import { describe, expect, it } from 'vitest';
import { callPaths } from './callPaths.js';
import { calls } from './index.js';

describe('callPaths', () => {
  it('names every call with its path and role, and nothing else (else run scripts/writeCallPaths.ts)', () => {
    const expected = Object.fromEntries(
      Object.entries(calls).map(([group, groupCalls]) => [
        group,
        Object.fromEntries(Object.entries(groupCalls).map(([name, call]) => [name, { path: call.path, role: call.role }])),
      ]),
    );
    expect(callPaths).toEqual(expected);
  });
});
