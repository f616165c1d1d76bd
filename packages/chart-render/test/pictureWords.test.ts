import { DURATIONS, type Duration, type Language } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { drawChart } from '../src/drawChart.js';
import { pictureTitle, symbolPicture } from '../src/symbolPicture.js';
import { recordingSurface } from './support/recordingSurface.js';
import { sampleCandles } from './support/sampleCandles.js';

const candles = sampleCandles(150);

/** The texts of the header row of Kweichow Moutai's picture, in the order printed. */
function headerTexts(duration: Duration, language: Language, switches = {}): string[] {
  const { ctx, printed } = recordingSurface();
  const picture = symbolPicture({ symbol: '600519.SS', duration, language, riseFall: null, candles, width: 800, height: 600 });
  drawChart(ctx, { ...picture, switches });
  return printed.filter((text) => text.y === 11).map((text) => text.text);
}

describe('the title of a chart picture', () => {
  it('names the stock in the picture’s language, with the duration in words', () => {
    expect(pictureTitle('600519.SS', '1d', 'zh')).toBe('600519.SS 贵州茅台 · 日线');
    expect(pictureTitle('600519.SS', '1d', 'en')).toBe('600519.SS Kweichow Moutai · Daily');
    expect(pictureTitle('600519.SS', '1h', 'zh')).toBe('600519.SS 贵州茅台 · 1小时');
    expect(pictureTitle('600519.SS', '1h', 'en')).toBe('600519.SS Kweichow Moutai · 1 hour');
    expect(pictureTitle('AAPL', '1wk', 'zh')).toBe('AAPL 苹果 · 周线');
  });

  it('goes by the symbol alone outside the universe', () => {
    expect(pictureTitle('ZZZZ9', '4h', 'en')).toBe('ZZZZ9 · 4 hours');
    expect(pictureTitle('ZZZZ9', '4h', 'zh')).toBe('ZZZZ9 · 4小时');
  });

  it('names every duration in words in both languages, never by its code', () => {
    for (const duration of DURATIONS) {
      const [en, zh] = (['en', 'zh'] as const).map((language) => pictureTitle('AAPL', duration, language).split(' · ')[1]);
      expect(en, duration).not.toBe(duration);
      expect(zh, duration).not.toBe(duration);
      expect(zh, duration).not.toBe(en);
    }
  });

  it('is printed first in the header of the picture the product draws', () => {
    expect(headerTexts('1d', 'zh')[0]).toBe('600519.SS 贵州茅台 · 日线');
    expect(headerTexts('1d', 'en')[0]).toBe('600519.SS Kweichow Moutai · Daily');
  });
});

describe('the moving averages in a picture’s header', () => {
  const averages = (texts: string[]) => texts.filter((text) => /均线|MA/.test(text));

  it.each(['1h', '1d'] as const)('are named by their bars on a %s chart, alike in both languages', (duration) => {
    for (const language of ['en', 'zh'] as const) {
      expect(averages(headerTexts(duration, language)), language).toEqual(['MA10', 'MA30', 'MA60', 'MA120']);
      expect(averages(headerTexts(duration, language, { helpline: true })), language).toEqual(['MA10', 'MA30', 'MA60', 'MA120', 'MA20', 'MA40', 'MA240']);
    }
  });

  it('never says days on an hourly chart', () => {
    for (const language of ['en', 'zh'] as const) {
      for (const text of headerTexts('1h', language, { helpline: true })) expect(text).not.toMatch(/日|day/i);
    }
  });

  it('keeps the ladder’s line names, which name no unit', () => {
    expect(headerTexts('1h', 'zh', { ladder: true }).slice(-3)).toEqual(['短线', '中线', '长线']);
  });
});
