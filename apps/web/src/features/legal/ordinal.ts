import type { Language } from '@signaldesk/contract';

const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** Chinese legal texts number chapters and articles in Chinese numerals (第二十四条); English uses digits. */
export function ordinal(value: number, language: Language): string {
  if (language === 'en' || value < 1 || value > 99) return String(value);
  const tens = Math.floor(value / 10);
  const units = DIGITS[value % 10]!;
  if (tens === 0) return units;
  return `${tens === 1 ? '' : DIGITS[tens]}十${units}`;
}
