import { SIGNAL_CLAIM, type SignalBook } from '@signaldesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { en as chartEn } from '../../chart/chartTexts.en.js';
import { zh as chartZh } from '../../chart/chartTexts.zh.js';
import { en as cloudEn } from '../cloudTexts.en.js';
import { zh as cloudZh } from '../cloudTexts.zh.js';
import { SignalBookCard } from './SignalBookCard.js';

// The card only renders here; following and the trader's own rise/fall colours are the browser tests'.
vi.mock('../../../api/request.js', () => ({ request: vi.fn() }));
vi.mock('../../riseFall/useRiseFall.js', async () => {
  const { riseFallPalette } = await import('@signaldesk/chart-render');
  return { useRiseFall: () => riseFallPalette('greenUp') };
});

const DAY = 86_400;
const AS_OF = Date.UTC(2026, 10, 25, 14, 30) / 1000;

function book(winRate: number | null, trades: number, signals: SignalBook['signals'] = []): SignalBook {
  return {
    source: { id: 's1', name: 'Up days', description: 'Buys after a rise', direction: 'long', duration: '1d' },
    record: { trades, openTrades: 2, winRate, averageReturn: 0.012, maxDrawdown: 0.23, totalReturn: 0.5, from: AS_OF - 1_000 * DAY, to: AS_OF, symbols: 30 },
    signals,
    asOf: AS_OF,
    computedAt: AS_OF + DAY,
    progress: null,
    following: false,
  };
}

function render(language: 'en' | 'zh', shown: SignalBook): string {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    resources: { en: { cloud: cloudEn, chart: chartEn }, zh: { cloud: cloudZh, chart: chartZh } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const card = createElement(SignalBookCard, { book: shown, list: { slug: 'dow30', title: 'Dow Jones 30', timeZone: 'America/New_York' } });
  const tree = createElement(QueryClientProvider, { client: new QueryClient() }, createElement(MemoryRouter, null, card));
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, tree));
}

describe('a signal source’s card', () => {
  it('claims the win rate with the trade count beside it when the record reaches the claim', () => {
    expect(render('en', book(0.93, 1_234))).toContain('90 %+ win rate · over 1,234 trades');
    expect(render('zh', book(0.93, 1_234))).toContain('胜率 90% 以上 · 共 1,234 笔交易');
  });

  it('makes no claim below the rate or over too few trades, and still shows the record', () => {
    for (const shown of [book(0.89, 1_234), book(1, SIGNAL_CLAIM.minTrades - 1)]) {
      const html = render('en', shown);
      expect(html).not.toContain('data-testid="signal-claim"');
      expect(html).toContain('Win rate');
      expect(html).toContain('+1.20%');
      expect(html).toContain('-23.00%');
    }
  });

  it('lists today’s signals with the trader’s action, or says there is none at the latest bar', () => {
    const signal = { symbol: 'AAPL', name: 'Apple', side: 'exit' as const, reason: 'stopLoss' as const, time: AS_OF, price: 187.5 };
    const en = render('en', book(0.5, 40, [signal]));
    expect(en).toContain('Sell');
    expect(en).toContain('Stop-loss reached');
    expect(en).toContain('href="/apps/quote/folder/all/AAPL/1d"');
    expect(render('zh', book(0.5, 40, [signal]))).toContain('卖出');
    expect(render('en', book(0.5, 40))).toContain('No signals at the latest bar (11/25/2026)');
  });

  it('says the record is being computed before the first computation, with how far the server has got', () => {
    const waiting = { ...book(null, 0), record: null, asOf: null, computedAt: null };
    expect(render('en', waiting)).toContain('Computing the record and today’s signals…<');
    expect(render('zh', waiting)).toContain('正在计算战绩和今日信号…<');
    const under = { ...waiting, progress: 0.437 };
    const en = render('en', under);
    expect(en).toContain('Computing the record and today’s signals… 44 %');
    expect(en).toContain('role="progressbar" aria-valuenow="43.7"');
    expect(render('zh', under)).toContain('正在计算战绩和今日信号… 44%');
  });
});
