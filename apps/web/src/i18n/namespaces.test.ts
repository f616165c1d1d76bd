import { describe, expect, it } from 'vitest';
import { modules as enModules } from './languages/en.js';
import { modules as zhModules } from './languages/zh.js';
import { namespacesOf } from './namespacesOf.js';

const en = namespacesOf(enModules);
const zh = namespacesOf(zhModules);

/** Every key path of a texts object, with the kind of value it holds: `durations.1d: string`. */
function keysOf(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null) return [`${prefix.slice(0, -1)}: ${typeof texts}`];
  return Object.entries(texts).flatMap(([key, value]) => keysOf(value, `${prefix}${key}.`));
}

describe('the texts of each language', () => {
  it('fill the same namespaces, each named after its texts module', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en)).toEqual(expect.arrayContaining(['common', 'messages', 'marketing', 'legal', 'shell', 'chart', 'cloud']));
  });

  it.each(Object.keys(en))('%s has the same keys in English and Chinese, every one a text', (namespace) => {
    const keys = keysOf(en[namespace]);
    expect(keysOf(zh[namespace])).toEqual(keys);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !key.endsWith(': string'))).toEqual([]);
  });
});
