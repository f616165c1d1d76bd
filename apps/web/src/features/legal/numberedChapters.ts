import { agreementText } from './agreementText.js';

/** Articles are numbered continuously through the chapters, as contents, headings and anchors all need. */
export const numberedChapters = agreementText.reduce<
  {
    number: number;
    title: (typeof agreementText)[number]['title'];
    articles: ((typeof agreementText)[number]['articles'][number] & { number: number })[];
  }[]
>((chapters, chapter, index) => {
  const before = chapters.reduce((count, previous) => count + previous.articles.length, 0);
  chapters.push({
    number: index + 1,
    title: chapter.title,
    articles: chapter.articles.map((article, offset) => ({ ...article, number: before + offset + 1 })),
  });
  return chapters;
}, []);
