import { describe, expect, it } from 'vitest';
import { agreementText } from './agreementText.js';

describe('agreementText', () => {
  it('has 6 chapters and 24 articles', () => {
    expect(agreementText).toHaveLength(6);
    expect(agreementText.flatMap((chapter) => chapter.articles)).toHaveLength(24);
  });

  it('gives every chapter, article and paragraph text in English and Chinese', () => {
    const texts = agreementText.flatMap((chapter) => [
      chapter.title,
      ...chapter.articles.flatMap((article) => [article.title, ...article.paragraphs]),
    ]);
    for (const article of agreementText.flatMap((chapter) => chapter.articles)) {
      expect(article.paragraphs.length).toBeGreaterThan(0);
    }
    for (const { en, zh } of texts) {
      expect(en.trim()).not.toBe('');
      expect(zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('covers the clauses the specification requires', () => {
    const english = agreementText
      .flatMap((chapter) => chapter.articles.flatMap((article) => article.paragraphs.map((p) => p.en)))
      .join(' ');
    for (const clause of [
      'owns and operates',
      'final right to interpret',
      'free, permanent, irrevocable, sublicensable, non-exclusive',
      'ban it permanently and clear the content',
      'deleted without notice',
      'with your consent',
      'where the law requires it',
      'government or judicial authority',
      'third parties bound to us',
      'analyse its whole user database for commercial purposes',
      'planned maintenance in advance',
      'not liable for interruptions or outages',
      'national law prevails',
      'None of it is investment advice',
    ]) {
      expect(english).toContain(clause);
    }
  });
});
