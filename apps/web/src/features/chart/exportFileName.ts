/** Spec §2: files are named name_symbol_duration; characters no file system accepts become "-". */
export function exportFileName(name: string, symbol: string, duration: string, extension: string): string {
  const base = [name, symbol, duration].map((part) => part.trim().replace(/[\\/:*?"<>|\s]+/g, '-')).join('_');
  return `${base}.${extension}`;
}
