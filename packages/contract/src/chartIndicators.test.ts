import { INDICATOR_IDS } from '@signaldesk/indicators';
import { describe, expect, it } from 'vitest';
import { INDICATOR_CATALOGUE, INDICATOR_NAMES, indicatorDescriptor, indicatorInstanceSchema } from './chartIndicators.js';
import { MESSAGES } from './messages.js';

/** The message keys a parse fails with. */
const errors = (value: unknown) => {
  const result = indicatorInstanceSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the standard indicator catalogue', () => {
  it('describes every indicator of the engine, with names in both languages', () => {
    expect(INDICATOR_CATALOGUE.map((d) => d.id)).toEqual(INDICATOR_IDS);
    for (const d of INDICATOR_CATALOGUE) {
      expect(d.outputs.length, d.id).toBeGreaterThan(0);
      expect(INDICATOR_NAMES[d.id].zh, d.id).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('gives the usual defaults and bounds', () => {
    const defaults = (id: (typeof INDICATOR_IDS)[number]) => Object.fromEntries(indicatorDescriptor(id).settings.map((s) => [s.key, s.default]));
    expect(defaults('bollinger')).toEqual({ period: 20, deviations: 2 });
    expect(defaults('keltner')).toEqual({ period: 20, atrPeriod: 10, multiplier: 2 });
    expect(defaults('macd')).toEqual({ fast: 12, slow: 26, signal: 9 });
    expect(defaults('stochRsi')).toEqual({ rsiPeriod: 14, period: 14, kSmooth: 3, dSmooth: 3 });
    expect(defaults('psar')).toEqual({ start: 0.02, step: 0.02, maximum: 0.2 });
    expect(defaults('ichimoku')).toEqual({ conversion: 9, base: 26, spanB: 52 });
    expect(defaults('supertrend')).toEqual({ period: 10, multiplier: 3 });
    expect(indicatorDescriptor('rsi').settings[0]).toEqual({ key: 'period', kind: 'period', default: 14, min: 1, max: 1000 });
    expect(indicatorDescriptor('ema').placement).toBe('price');
    expect(indicatorDescriptor('rsi').placement).toBe('pane');
    expect(indicatorDescriptor('ichimoku').outputs.find((o) => o.line === 'spanA')?.shift).toEqual({ setting: 'base', direction: 1 });
  });
});

describe('indicatorInstanceSchema', () => {
  it('fills the defaults of settings left out, so two EMAs differ by their settings only', () => {
    expect(indicatorInstanceSchema.parse({ indicator: 'ema', settings: { period: 50 } })).toEqual({ indicator: 'ema', settings: { period: 50 } });
    expect(indicatorInstanceSchema.parse({ indicator: 'bollinger' })).toEqual({ indicator: 'bollinger', settings: { period: 20, deviations: 2 } });
    expect(indicatorInstanceSchema.parse({ indicator: 'vwap' }).settings).toEqual({ anchor: 'auto' });
  });

  it('refuses bad settings with a message key of its own', () => {
    for (const period of [0, -5, Number.NaN, 1001, 2.5, '14', Number.POSITIVE_INFINITY]) {
      expect(errors({ indicator: 'rsi', settings: { period } }), String(period)).toEqual(['indicatorPeriod']);
    }
    expect(errors({ indicator: 'bollinger', settings: { deviations: 0 } })).toEqual(['indicatorMultiplier']);
    expect(errors({ indicator: 'bollinger', settings: { deviations: Number.NaN } })).toEqual(['indicatorMultiplier']);
    expect(errors({ indicator: 'psar', settings: { maximum: 2 } })).toEqual(['indicatorAcceleration']);
    expect(errors({ indicator: 'vwap', settings: { anchor: 'hour' } })).toEqual(['indicatorAnchor']);
    expect(errors({ indicator: 'rsi', settings: { length: 14 } })).toEqual(['indicatorSettingUnknown']);
    expect(errors({ indicator: 'macd', settings: { fast: 26, slow: 12 } })).toEqual(['indicatorMacdPeriods']);
    expect(errors({ indicator: 'hma', settings: {} })).toEqual(['indicatorUnknown']);
    expect(errors({ settings: {} })).toEqual(['indicatorUnknown']);
  });

  it('speaks only message keys that MESSAGES holds', () => {
    for (const key of ['indicatorPeriod', 'indicatorMultiplier', 'indicatorAcceleration', 'indicatorAnchor', 'indicatorSettingUnknown', 'indicatorMacdPeriods', 'indicatorUnknown']) {
      expect(MESSAGES[key as keyof typeof MESSAGES]?.zh, key).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
