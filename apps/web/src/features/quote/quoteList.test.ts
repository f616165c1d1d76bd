import { describe, expect, it } from 'vitest';
import { quoteList } from './quoteList.js';

describe('quoteList', () => {
  it('reads folders as regions, in any letter case', () => {
    expect(quoteList('folder', 'all')).toEqual({ kind: 'folder', region: 'ALL' });
    expect(quoteList('folder', 'HK')).toEqual({ kind: 'folder', region: 'HK' });
    expect(quoteList('folder', 'gf')).toEqual({ kind: 'folder', region: 'GF' });
  });

  it('reads the index, etf and option filters', () => {
    expect(quoteList('filter', 'etf')).toEqual({ kind: 'filter', filter: 'etf' });
    expect(quoteList('filter', 'option')).toEqual({ kind: 'filter', filter: 'option' });
  });

  it('reads the three fav lists and keeps labels by name, and knows nothing else', () => {
    expect(quoteList('label', 'AI')).toEqual({ kind: 'label', value: 'AI' });
    expect(quoteList('fav', 'Follow')).toEqual({ kind: 'fav', list: 'follow' });
    expect(quoteList('fav', 'feature')).toEqual({ kind: 'fav', list: 'feature' });
    expect(quoteList('fav', 'like')).toEqual({ kind: 'fav', list: 'like' });
    expect(quoteList('fav', 'mine')).toEqual({ kind: 'unknown' });
    expect(quoteList('folder', 'mars')).toEqual({ kind: 'unknown' });
    expect(quoteList('shelf', 'all')).toEqual({ kind: 'unknown' });
  });
});
