import { describe, expect, it } from 'vitest';
import { exportFileName } from './exportFileName.js';

describe('exportFileName', () => {
  it('joins name, symbol and duration', () => {
    expect(exportFileName('Apple Inc.', 'AAPL', '1d', 'png')).toBe('Apple-Inc._AAPL_1d.png');
  });

  it('keeps Chinese names and drops characters file systems refuse', () => {
    expect(exportFileName('恒生指数', '^HSI', '1wk', 'csv')).toBe('恒生指数_^HSI_1wk.csv');
    expect(exportFileName('A/B: "C"', 'X', '5m', 'json')).toBe('A-B-C-_X_5m.json');
  });
});
