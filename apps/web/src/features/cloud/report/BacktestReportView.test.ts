import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { riseFallPalette } from '@signaldesk/chart-render';
import { en as cloudEn } from '../cloudTexts.en.js';
import { zh as cloudZh } from '../cloudTexts.zh.js';
import { BacktestProgress } from './BacktestProgress.js';
import { BacktestReportView } from './BacktestReportView.js';
import { demoReport } from './demoReport.js';
import { tradeQuoteLink } from './tradeLink.js';

// The colours hook reads the signed-in user and this browser's storage; the report only needs the palette.
vi.mock('../../riseFall/useRiseFall.js', () => ({ useRiseFall: () => riseFallPalette('greenUp') }));

function render(language: 'en' | 'zh', element: ReturnType<typeof createElement>): string {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    resources: { en: { cloud: cloudEn }, zh: { cloud: cloudZh } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, null, element)));
}

describe('the report of a backtest run by the engine on demo candles', () => {
  const report = demoReport();
  const view = (language: 'en' | 'zh', shown = report) => render(language, createElement(BacktestReportView, { report: shown }));
  const en = view('en');
  const zh = view('zh');

  it('is a real run: trades, a drawdown, years of months, a split and a full sweep', () => {
    expect(report.trades.length).toBeGreaterThan(10);
    expect(report.metrics.maxDrawdown).toBeGreaterThan(0);
    expect(report.monthly.length).toBeGreaterThanOrEqual(6);
    expect(report.sweep?.cells).toHaveLength(25);
    expect(report.curve.benchmark).toHaveLength(report.curve.time.length);
    expect(report.tradeCount).toBe(report.trades.length);
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  it('shows every metric with its figure, the risk-free rate beside Sharpe and Sortino', () => {
    for (const label of ['Total return', 'CAGR', 'Annual volatility', 'Sharpe ratio', 'Sortino ratio', 'Maximum drawdown', 'Drawdown length', 'Calmar ratio', 'Win rate', 'Profit factor', 'Expectancy', 'Exposure', 'Turnover', 'Costs paid']) {
      expect(en).toContain(`>${label}<`);
    }
    for (const label of ['总收益率', '年化收益率', '年化波动率', '夏普比率', '索提诺比率', '最大回撤', '卡玛比率', '胜率', '盈利因子', '换手率', '交易成本']) {
      expect(zh).toContain(`>${label}<`);
    }
    expect(en.match(/\(risk-free rate 2\.00%\)/g)).toHaveLength(2);
    expect(zh).toContain('（无风险利率 2.00%）');
    const total = `${report.metrics.totalReturn! > 0 ? '+' : ''}${(report.metrics.totalReturn! * 100).toFixed(2)}%`;
    expect(en).toContain(total);
  });

  it('titles the sections and the chart legend in both languages', () => {
    for (const text of ['Equity and drawdown', 'Strategy', 'Buy and hold', 'Benchmark SPY', 'Drawdown', 'Monthly returns', 'In sample and out of sample', 'Parameter sweep', 'Trades']) {
      expect(en).toContain(`>${text}<`);
    }
    for (const text of ['权益与回撤', '策略', '买入持有', '基准 SPY', '回撤', '月度收益', '样本内与样本外', '参数扫描', '交易记录']) {
      expect(zh).toContain(`>${text}<`);
    }
  });

  it('lays out the monthly table by year with month names and a total', () => {
    for (const row of report.monthly) expect(en).toContain(`data-testid="backtest-monthly-${row.year}"`);
    expect(en).toContain('>Jan<');
    expect(en).toContain('>Total<');
    expect(zh).toContain('>12月<');
    expect(zh).toContain('>全年<');
    expect(en).toMatch(/data-tone="rise"/);
    expect(en).toMatch(/data-tone="fall"/);
  });

  it('lists the first page of trades, each linking to the quote chart with its entry and exit', () => {
    const rows = en.match(/data-testid="backtest-trade"/g) ?? [];
    expect(rows).toHaveLength(Math.min(25, report.trades.length));
    const first = report.trades[0]!;
    expect(en).toContain(`href="${tradeQuoteLink(first, '1d').replace(/&/g, '&amp;')}"`);
    expect(en).toContain(`1–25 of ${report.trades.length}`);
    expect(zh).toContain(`第 1–25 笔，共 ${report.trades.length} 笔`);
    expect(en).toMatch(/>(Exit rule|Stop-loss)</);
    expect(zh).toMatch(/>(卖出规则|止损)</);
    expect(en).not.toContain('trades are listed');
  });

  it('says when the stored trades are only the first of more, and which symbols had no candles', () => {
    const cut = { ...report, tradeCount: 12_345, skipped: ['NOPE', 'GONE.HK'] };
    const [cutEn, cutZh] = [view('en', cut), view('zh', cut)];
    expect(cutEn).toContain(`The first ${report.trades.length} of 12,345 trades are listed; the metrics count all of them.`);
    expect(cutZh).toContain(`仅列出前 ${report.trades.length} 笔交易（共 12,345 笔）`);
    expect(cutEn).toContain('Left out for having no candles in the run’s dates: NOPE, GONE.HK');
    expect(cutZh).toContain('因回测期内没有K线而未纳入：NOPE, GONE.HK');
    expect(en).not.toContain('data-testid="backtest-skipped"');
  });

  it('sets the halves side by side and draws the sweep as a 5 × 5 grid', () => {
    expect(en).toContain('>In sample<');
    expect(en).toContain('>Out of sample<');
    expect(zh).toContain('>样本外<');
    expect(en).toContain(report.split!.divergence.length > 0 ? 'The halves differ a lot' : 'The two halves agree');
    expect(en.match(/data-testid="backtest-sweep-cell"/g)).toHaveLength(25);
    expect(en).toContain('K (exit, at least) \\ K (entry, at most)');
    expect(zh).toContain('（卖出下限）');
  });
});

describe('the progress of a running backtest', () => {
  it('counts symbols done of the total with the step within, and offers to cancel, in both languages', () => {
    // 40 symbols and the 41st's candles done of 1,012 symbols and a report: 81 of 2,025 steps.
    const run = { status: 'running' as const, progress: { done: 40, total: 1012, stage: 'indicators' as const } };
    const props = { run, cancelling: false, onCancel: () => undefined };
    const en = render('en', createElement(BacktestProgress, props));
    expect(en).toContain('40 of 1,012 symbols · preparing indicators');
    expect(en).toContain('aria-valuenow="4"');
    expect(en).toContain('>Cancel<');
    const zh = render('zh', createElement(BacktestProgress, { ...props, cancelling: true }));
    expect(zh).toContain('已完成 40 / 1,012 个品种 · 正在计算指标');
    expect(zh).toContain('正在取消…');
  });
});
