import type { Metrics } from '@signaldesk/backtest';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en as cloudEn } from '../cloudTexts.en.js';
import { zh as cloudZh } from '../cloudTexts.zh.js';
import { MISSING, METRIC_ROWS, metricHint, metricText } from './metricFormat.js';

function translator(language: 'en' | 'zh') {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: language, resources: { [language]: { cloud: { en: cloudEn, zh: cloudZh }[language] } }, initAsync: false, interpolation: { escapeValue: false } });
  return i18n.getFixedT(language, 'cloud');
}

const figures: Metrics = {
  bars: 500,
  startTime: 0,
  endTime: 1,
  startEquity: 100_000,
  finalEquity: 125_000,
  totalReturn: 0.25,
  cagr: 0.1183,
  annualVolatility: 0.2,
  riskFreeRate: 0.02,
  sharpe: 0.81234,
  sortino: 1.2,
  maxDrawdown: 0.1523,
  maxDrawdownBars: 40,
  maxDrawdownDays: 57,
  maxDrawdownPeakTime: 1,
  maxDrawdownTroughTime: 2,
  maxDrawdownRecoveryTime: null,
  calmar: 0.78,
  trades: 1234,
  wins: 700,
  losses: 534,
  winRate: 0.5673,
  averageWin: 1500.5,
  averageWinReturn: 0.032,
  averageLoss: -900.25,
  averageLossReturn: -0.021,
  grossProfit: 1,
  grossLoss: -1,
  profitFactor: 1.5,
  expectancy: 20.25,
  expectancyReturn: 0.0011,
  averageBarsHeld: 6,
  exposure: 0.42,
  averageInvested: 0.4,
  tradedValue: 1,
  turnover: 12.5,
  costsPaid: 3456.789,
  openTrades: 1,
  openProfit: 0,
};

describe('the metrics table’s figures', () => {
  const en = translator('en');
  const zh = translator('zh');

  it('read returns as signed percentages, ratios to two decimals, money grouped, in both languages', () => {
    expect(metricText('totalReturn', figures, 'en', en)).toBe('+25.00%');
    expect(metricText('annualVolatility', figures, 'en', en)).toBe('20.00%');
    expect(metricText('sharpe', figures, 'en', en)).toBe('0.81');
    expect(metricText('maxDrawdown', figures, 'en', en)).toBe('-15.23%');
    expect(metricText('winRate', figures, 'en', en)).toBe('56.73%');
    expect(metricText('averageLoss', figures, 'en', en)).toBe('-900.25 (-2.10%)');
    expect(metricText('averageWin', figures, 'zh', zh)).toBe('1,500.50（+3.20%）');
    expect(metricText('costsPaid', figures, 'en', en)).toBe('3,456.79');
    expect(metricText('trades', figures, 'en', en)).toBe('1,234 (1 still open)');
    expect(metricText('trades', figures, 'zh', zh)).toBe('1,234（另有 1 笔未平仓）');
    expect(metricText('turnover', figures, 'zh', zh)).toBe('每年 12.50 倍');
    expect(metricText('maxDrawdownLength', figures, 'en', en)).toBe('40 bars · 57 days (not recovered)');
    expect(metricText('maxDrawdownLength', { ...figures, maxDrawdownRecoveryTime: 9 }, 'zh', zh)).toBe('40 根K线 · 57 天');
  });

  it('state the risk-free rate in the hints of Sharpe and Sortino', () => {
    expect(metricHint('sharpe', figures, 'en', en)).toContain('in a year. Risk-free rate used: 2.00% a year.');
    expect(metricHint('sortino', figures, 'zh', zh)).toContain('所用无风险利率：年化 2.00%。');
    expect(metricHint('cagr', figures, 'en', en)).not.toContain('risk-free');
  });

  it('leave a figure the run cannot define empty, and say why in the hint', () => {
    const noLoss = { ...figures, losses: 0, profitFactor: null, averageLoss: null, averageLossReturn: null };
    expect(metricText('profitFactor', noLoss, 'en', en)).toBeNull();
    expect(metricHint('profitFactor', noLoss, 'en', en)).toContain('No trade lost, so the ratio would be infinite');
    expect(metricHint('averageLoss', noLoss, 'zh', zh)).toContain('没有亏损的交易');
    const flat = { ...figures, sharpe: null };
    expect(metricHint('sharpe', flat, 'en', en)).toContain('Risk-free rate used: 2.00% a year. Returns did not vary');
    expect(metricHint('sharpe', figures, 'en', en)).not.toContain('did not vary');
  });

  it('blame the missing trades, not the missing losers, when the run made no trade', () => {
    const idle = { ...figures, trades: 0, wins: 0, losses: 0, winRate: null, averageWin: null, averageWinReturn: null, averageLoss: null, averageLossReturn: null, profitFactor: null, expectancy: null, expectancyReturn: null, openTrades: 0 };
    for (const row of ['winRate', 'averageWin', 'averageLoss', 'profitFactor', 'expectancy'] as const) {
      expect(metricText(row, idle, 'en', en)).toBeNull();
      expect(metricHint(row, idle, 'en', en)).toContain('There are no closed trades.');
      expect(metricHint(row, idle, 'zh', zh)).toContain('没有已平仓的交易。');
    }
    expect(metricText('trades', idle, 'en', en)).toBe('0');
  });

  it('give every row a label and a definition in both languages', () => {
    for (const t of [en, zh]) {
      for (const row of METRIC_ROWS) {
        expect(t(`report.metrics.labels.${row}`)).not.toContain('report.');
        expect(t(`report.metrics.hints.${row}`)).not.toContain('report.');
      }
    }
    expect(MISSING).toBe('—');
  });

  it('show a run without bars as missing figures with the reason', () => {
    const empty = { ...figures, bars: 0, totalReturn: null, cagr: null, annualVolatility: null, sharpe: null, sortino: null, calmar: null, exposure: null, turnover: null };
    for (const row of ['totalReturn', 'cagr', 'annualVolatility', 'maxDrawdown', 'exposure'] as const) {
      expect(metricText(row, empty, 'en', en)).toBeNull();
      expect(metricHint(row, empty, 'en', en)).toContain('The run has no bars.');
    }
  });
});
