import { describe, expect, it } from 'vitest';
import { moneyText, pnlSign, pnlText, positionReturn, quantityText } from './pnl.js';

describe('profit and loss as the trader reads it', () => {
  it('carries its sign and the cents, grouped in each language', () => {
    expect(pnlText(1234.5, 'en')).toBe('+1,234.50');
    expect(pnlText(-20, 'en')).toBe('-20.00');
    expect(pnlText(1234.5, 'zh')).toBe('+1,234.50');
    expect(moneyText(100_000, 'en')).toBe('100,000.00');
  });

  it('reads what rounds to nothing as zero, without a sign or a colour', () => {
    expect(pnlText(0.004, 'en')).toBe('0.00');
    expect(pnlText(-0.004, 'en')).toBe('0.00');
    expect(moneyText(-0.001, 'en')).toBe('0.00');
    expect(pnlSign(-0.004)).toBeNull();
    expect(pnlSign(0.01)).toBe(1);
    expect(pnlSign(-0.01)).toBe(-1);
  });

  it('gives a position’s return on what it cost, long and short', () => {
    expect(positionReturn({ quantity: 10, averagePrice: 200, unrealised: 50 }, 'en')).toBe('+2.50%');
    expect(positionReturn({ quantity: -10, averagePrice: 200, unrealised: -100 }, 'en')).toBe('-5.00%');
    expect(positionReturn({ quantity: 0, averagePrice: 0, unrealised: 0 }, 'en')).toBeNull();
  });

  it('writes quantities whole, a coin with its fraction', () => {
    expect(quantityText(1200, 'en')).toBe('1,200');
    expect(quantityText(-300, 'zh')).toBe('-300');
    expect(quantityText(0.015, 'en')).toBe('0.015');
  });
});
