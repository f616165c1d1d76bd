/** Every namespace's Chinese texts, by file: one chunk, fetched only when Chinese is the reader's language. */
export const modules = import.meta.glob(['../../features/*/*Texts.zh.ts', '../*Texts.zh.ts'], { eager: true, import: 'zh' });
