/**
 * The i18next namespaces of one language, from its texts modules by file: `features/chart/chartTexts.en.ts` fills
 * the namespace `chart`, `i18n/commonTexts.en.ts` the namespace `common`.
 */
export function namespacesOf<Texts>(modules: Record<string, Texts>): Record<string, Texts> {
  return Object.fromEntries(
    Object.entries(modules).map(([path, texts]) => {
      const namespace = /\/(\w+)Texts\.\w+\.ts$/.exec(path)?.[1];
      if (!namespace) throw new Error(`${path} is not named like a texts module (xxxTexts.en.ts)`);
      return [namespace, texts];
    }),
  );
}
