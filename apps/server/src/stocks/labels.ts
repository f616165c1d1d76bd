import { LABEL_COLOURS, type Label, labelSlug } from '@signaldesk/contract';
import type { Db } from '../db/database.js';
import { metaTags } from './stockMeta.js';

/** FNV-1a over the slug: the same tag keeps its id and colour whatever other tags come and go. */
export function labelId(slug: string): number {
  let hash = 0x811c9dc5;
  for (const char of slug) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Labels from the tags of every stock meta; a tag spelt several ways is one label titled as most stocks spell it. */
export async function readLabels(db: Db): Promise<Label[]> {
  const rows = await db.selectFrom('stock_meta').select('tags').execute();
  const bySlug = new Map<string, { count: number; spellings: Map<string, number> }>();
  for (const row of rows) {
    const seen = new Set<string>();
    for (const tag of metaTags(row.tags)) {
      const slug = labelSlug(tag);
      if (!slug || seen.has(slug)) continue;
      seen.add(slug);
      const entry = bySlug.get(slug) ?? { count: 0, spellings: new Map<string, number>() };
      entry.count += 1;
      entry.spellings.set(tag, (entry.spellings.get(tag) ?? 0) + 1);
      bySlug.set(slug, entry);
    }
  }
  const labels = [...bySlug].map(([slug, { count, spellings }]) => {
    const [title] = [...spellings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [slug];
    const id = labelId(slug);
    return { id, title, slug, color: LABEL_COLOURS[id % LABEL_COLOURS.length] ?? LABEL_COLOURS[0], count };
  });
  return labels.sort((a, b) => b.count - a.count || a.slug.localeCompare(b.slug));
}
