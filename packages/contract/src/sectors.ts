import type { Language } from './messages.js';

/** The eleven GICS sectors: the one sector list every bundled stock is filed under. */
export const SECTORS = [
  'tech',
  'financials',
  'health',
  'consumer-disc',
  'consumer-staples',
  'industrials',
  'energy',
  'materials',
  'utilities',
  'real-estate',
  'communication',
] as const;
export type Sector = (typeof SECTORS)[number];

export const SECTOR_NAMES: Record<Sector, Record<Language, string>> = {
  tech: { en: 'Information Technology', zh: '信息技术' },
  financials: { en: 'Financials', zh: '金融' },
  health: { en: 'Health Care', zh: '医疗保健' },
  'consumer-disc': { en: 'Consumer Discretionary', zh: '可选消费' },
  'consumer-staples': { en: 'Consumer Staples', zh: '日常消费' },
  industrials: { en: 'Industrials', zh: '工业' },
  energy: { en: 'Energy', zh: '能源' },
  materials: { en: 'Materials', zh: '原材料' },
  utilities: { en: 'Utilities', zh: '公用事业' },
  'real-estate': { en: 'Real Estate', zh: '房地产' },
  communication: { en: 'Communication Services', zh: '通信服务' },
};

export function isSector(value: string): value is Sector {
  return (SECTORS as readonly string[]).includes(value);
}
