import type { Metrics } from '@signaldesk/backtest';
import type { Language } from '@signaldesk/contract';
import { formatFixed, formatPercent } from '@signaldesk/format';
import type { TFunction } from 'i18next';

/** What a missing figure shows: the hint beside it says why. */
export const MISSING = '—';

/** The rows of the metrics table, in the order a trader reads a report: return, risk, then the trades. */
export const METRIC_ROWS = [
  'totalReturn',
  'cagr',
  'annualVolatility',
  'sharpe',
  'sortino',
  'maxDrawdown',
  'maxDrawdownLength',
  'calmar',
  'trades',
  'winRate',
  'averageWin',
  'averageLoss',
  'profitFactor',
  'expectancy',
  'exposure',
  'turnover',
  'costsPaid',
] as const;

export type MetricRow = (typeof METRIC_ROWS)[number];

const TRADE_ROWS: readonly MetricRow[] = ['winRate', 'averageWin', 'averageLoss', 'profitFactor', 'expectancy'];

/** Why a row's figure is null (a key of `report.metrics.why`), for the rows that can be. */
export function nullReason(row: MetricRow, m: Metrics): string | null {
  if (m.bars === 0 && !TRADE_ROWS.includes(row)) return 'noBars';
  if (m.trades === 0 && TRADE_ROWS.includes(row)) return 'noTrades';
  switch (row) {
    case 'cagr':
    case 'turnover':
      return 'noTime';
    case 'annualVolatility':
      return 'twoReturns';
    case 'sharpe':
      return 'flat';
    case 'sortino':
      return 'noShortfall';
    case 'calmar':
      return 'noDrawdown';
    case 'averageWin':
      return 'noWins';
    case 'averageLoss':
      return 'noLosses';
    case 'profitFactor':
      return 'noLossesFactor';
    default:
      return null;
  }
}

/** Returns and rates are fractions: 0.25 reads as +25.00 %. */
export const percentOf = (fraction: number, language: Language, signed = true) => formatPercent(fraction * 100, language, signed);

const money = (value: number, language: Language) => formatFixed(value, language, 2);
const ratio = (value: number, language: Language) => formatFixed(value, language, 2);

/** A figure of a metric row, or null when the run cannot define it (the table shows MISSING and the reason). */
export function metricText(row: MetricRow, m: Metrics, language: Language, t: TFunction): string | null {
  switch (row) {
    case 'totalReturn':
    case 'cagr':
      return m[row] === null ? null : percentOf(m[row], language);
    case 'annualVolatility':
    case 'exposure':
      return m[row] === null ? null : percentOf(m[row], language, false);
    case 'winRate':
      return m.winRate === null ? null : percentOf(m.winRate, language, false);
    case 'sharpe':
    case 'sortino':
    case 'calmar':
    case 'profitFactor':
      return m[row] === null ? null : ratio(m[row], language);
    case 'maxDrawdown':
      return m.bars === 0 ? null : percentOf(-m.maxDrawdown, language);
    case 'maxDrawdownLength': {
      const length = t('report.metrics.drawdownLength', {
        bars: formatFixed(m.maxDrawdownBars, language, 0),
        days: formatFixed(m.maxDrawdownDays, language, 0),
      });
      const open = m.maxDrawdown > 0 && m.maxDrawdownRecoveryTime === null;
      return open ? t('report.metrics.notRecovered', { length }) : length;
    }
    case 'trades': {
      const closed = formatFixed(m.trades, language, 0);
      return m.openTrades > 0 ? t('report.metrics.openTrades', { closed, count: formatFixed(m.openTrades, language, 0) }) : closed;
    }
    case 'averageWin':
      return withReturn(m.averageWin, m.averageWinReturn, language, t);
    case 'averageLoss':
      return withReturn(m.averageLoss, m.averageLossReturn, language, t);
    case 'expectancy':
      return withReturn(m.expectancy, m.expectancyReturn, language, t);
    case 'turnover':
      return m.turnover === null ? null : t('report.metrics.perYear', { value: ratio(m.turnover, language) });
    case 'costsPaid':
      return money(m.costsPaid, language);
  }
}

/** Money and the return beside it: "1,234.50 (+3.20%)". */
function withReturn(profit: number | null, fraction: number | null, language: Language, t: TFunction): string | null {
  if (profit === null) return null;
  return fraction === null ? money(profit, language) : t('report.metrics.withReturn', { money: money(profit, language), return: percentOf(fraction, language) });
}

/** The sign a row's figure is coloured by (rise or fall), or null for a figure that is neither good nor bad by sign. */
export function metricSign(row: MetricRow, m: Metrics): number | null {
  switch (row) {
    case 'totalReturn':
    case 'cagr':
    case 'sharpe':
    case 'sortino':
      return m[row];
    case 'expectancy':
      return m.expectancy;
    default:
      return null;
  }
}

/** The hint of a row: its definition, and for a missing figure why it is missing. */
export function metricHint(row: MetricRow, m: Metrics, language: Language, t: TFunction): string {
  const definition = t(`report.metrics.hints.${row}`);
  const stated = row === 'sharpe' || row === 'sortino' ? t('report.metrics.riskFreeUsed', { rate: percentOf(m.riskFreeRate, language, false) }) : null;
  const reason = metricText(row, m, language, t) === null ? nullReason(row, m) : null;
  return [definition, stated, reason && t(`report.metrics.why.${reason}`)].filter(Boolean).join(language === 'zh' ? '' : ' ');
}
