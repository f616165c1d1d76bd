import { describe, expect, it } from 'vitest';
import { checkSettings, defaultDraft, draftOf } from './settingsForm.js';

describe('the indicator settings form', () => {
  it('takes settings the contract accepts, as numbers', () => {
    expect(checkSettings('ema', { period: '50' })).toEqual({ ok: true, settings: { period: 50 } });
    expect(checkSettings('vwap', { anchor: 'week' })).toEqual({ ok: true, settings: { anchor: 'week' } });
    expect(checkSettings('psar', { start: '0.01', step: '0.02', maximum: '0.3' })).toEqual({ ok: true, settings: { start: 0.01, step: 0.02, maximum: 0.3 } });
  });

  it('refuses with the contract’s message keys, by setting', () => {
    expect(checkSettings('ema', { period: '0' })).toEqual({ ok: false, errors: { period: 'indicatorPeriod' } });
    expect(checkSettings('ema', { period: '2.5' })).toEqual({ ok: false, errors: { period: 'indicatorPeriod' } });
    expect(checkSettings('ema', { period: '' })).toEqual({ ok: false, errors: { period: 'indicatorPeriod' } });
    expect(checkSettings('bollinger', { period: '20', deviations: '-1' })).toEqual({ ok: false, errors: { deviations: 'indicatorMultiplier' } });
    expect(checkSettings('psar', { start: '2', step: '0.02', maximum: '0.2' })).toEqual({ ok: false, errors: { start: 'indicatorAcceleration' } });
    expect(checkSettings('macd', { fast: '30', slow: '26', signal: '9' })).toEqual({ ok: false, errors: { fast: 'indicatorMacdPeriods' } });
  });

  it('starts from the instance’s settings and resets to the defaults', () => {
    expect(draftOf({ period: 50 })).toEqual({ period: '50' });
    expect(defaultDraft('keltner')).toEqual({ period: '20', atrPeriod: '10', multiplier: '2' });
    expect(defaultDraft('obv')).toEqual({});
  });
});
