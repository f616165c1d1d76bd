/** Every namespace's English texts, by file: one chunk, fetched only when English is the reader's language. */
export const modules = import.meta.glob(['../../features/*/*Texts.en.ts', '../*Texts.en.ts'], { eager: true, import: 'en' });
