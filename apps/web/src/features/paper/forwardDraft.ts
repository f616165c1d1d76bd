/** Symbols typed with commas or spaces, upper-cased, each once; none typed is the strategy's own results. */
export function symbolsTyped(text: string): string[] | undefined {
  const symbols = [...new Set(text.split(/[\s,，]+/).map((symbol) => symbol.trim().toUpperCase()).filter(Boolean))];
  return symbols.length > 0 ? symbols : undefined;
}
