import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { en as fireEn } from '../fire/fireTexts.en.js';
import { zh as fireZh } from '../fire/fireTexts.zh.js';
import { MarketSourceChip } from './MarketSourceChip.js';

type Source = Parameters<typeof MarketSourceChip>[0]['source'];

function chip(language: 'en' | 'zh', source: Source): string {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    resources: { en: { fire: fireEn }, zh: { fire: fireZh } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(MarketSourceChip, { source })));
}

const demo: Source = { marketProvider: 'demo', cryptoExchange: null, marketBasis: 'configured' };
const yahoo: Source = { marketProvider: 'yahoo', cryptoExchange: null, marketBasis: 'reached' };

describe('the market-source chip', () => {
  it('marks generated prices as demo data in English and Chinese', () => {
    const [en, zh] = [chip('en', demo), chip('zh', demo)];
    expect(en).toContain('data-testid="demo-data-chip"');
    expect(en).toContain('Demo data');
    expect(en).toContain('not quotes from any exchange');
    expect(zh).toContain('演示数据');
    expect(zh).toContain('并非来自任何交易所的报价');
  });

  it('says why when Yahoo did not answer at start', () => {
    const unreached: Source = { ...demo, marketBasis: 'unreached' };
    expect(chip('en', unreached)).toContain('Yahoo Finance did not answer when the server started');
    expect(chip('zh', unreached)).toContain('服务器启动时未能连上雅虎财经');
  });

  it('names the real source, and the exchange crypto comes from, in English and Chinese', () => {
    const en = chip('en', yahoo);
    expect(en).toContain('data-testid="market-source-chip"');
    expect(en).toContain('>Yahoo Finance<');
    expect(en).not.toContain('Demo data');
    expect(en).toContain('holds until the server restarts');
    expect(chip('zh', yahoo)).toContain('>雅虎财经<');
    const withExchange: Source = { ...yahoo, cryptoExchange: 'binance' };
    expect(chip('en', withExchange)).toContain('Yahoo Finance · binance');
    expect(chip('en', withExchange)).toContain('crypto from binance');
    expect(chip('zh', withExchange)).toContain('雅虎财经 · binance');
    expect(chip('zh', withExchange)).toContain('加密货币来自 binance');
  });
});
