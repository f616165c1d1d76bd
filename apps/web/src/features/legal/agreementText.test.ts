import { describe, expect, it } from 'vitest';
import { agreementText, paragraphText } from './agreementText.js';

const SUPPORT_EMAIL = 'help@desk.example';
/** Every paragraph as a server with a support address shows it, and as one without. */
const paragraphsOf = (paragraphs: (typeof agreementText)[number]['articles'][number]['paragraphs'], email: string | null) =>
  paragraphs.map((paragraph) => paragraphText(paragraph, email)).filter((text) => text !== null);

describe('agreementText', () => {
  it('has 6 chapters and 24 articles', () => {
    expect(agreementText).toHaveLength(6);
    expect(agreementText.flatMap((chapter) => chapter.articles)).toHaveLength(24);
  });

  it('gives every chapter, article and paragraph text in English and Chinese', () => {
    const texts = agreementText.flatMap((chapter) => [
      chapter.title,
      ...chapter.articles.flatMap((article) => [article.title, ...paragraphsOf(article.paragraphs, SUPPORT_EMAIL), ...paragraphsOf(article.paragraphs, null)]),
    ]);
    for (const article of agreementText.flatMap((chapter) => chapter.articles)) {
      expect(paragraphsOf(article.paragraphs, null).length).toBeGreaterThan(0);
    }
    for (const { en, zh } of texts) {
      expect(en.trim()).not.toBe('');
      expect(zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('covers the clauses the specification requires', () => {
    const english = agreementText
      .flatMap((chapter) => chapter.articles.flatMap((article) => paragraphsOf(article.paragraphs, null).map((p) => p.en)))
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

  it('names the support address in both languages where the server has one, and reads without it where it has none', () => {
    const everyText = (email: string | null) =>
      agreementText.flatMap((chapter) => chapter.articles.flatMap((article) => paragraphsOf(article.paragraphs, email))).flatMap(({ en, zh }) => [en, zh]);
    const naming = everyText(SUPPORT_EMAIL).filter((text) => text.includes(SUPPORT_EMAIL));
    expect(naming).toHaveLength(6);
    expect(everyText(null).join(' ')).not.toMatch(/@|\bnull\b|undefined/);
  });
});
