import type { AlertFiring, PriceAlert } from '@signaldesk/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { priceAlert } from './alertFixtures.js';
import { en } from './alertsTexts.en.js';
import { zh } from './alertsTexts.zh.js';
import { alertState, conditionWords, gapWords, triggerWords, webhookWords } from './alertWords.js';

function translator(language: 'en' | 'zh') {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: language, resources: { [language]: { alerts: { en, zh }[language] } }, initAsync: false, interpolation: { escapeValue: false } });
  return i18n.getFixedT(language, 'alerts');
}
const tEn = translator('en');
const tZh = translator('zh');

const alert = priceAlert({ condition: { kind: 'price', crossing: 'goesAbove', level: 183.4 }, createdAt: 1_000, updatedAt: 1_000 });

describe('an alert condition in words', () => {
  it('names the symbol, the crossing, the level with its decimals and the chart', () => {
    expect(conditionWords(alert, 'en', tEn)).toBe('AAPL goes above 183.40 on the 1-hour chart');
    expect(conditionWords(alert, 'zh', tZh)).toBe('AAPL 在1小时图上向上突破 183.40');
    expect(conditionWords({ ...alert, duration: '1d', condition: { kind: 'price', crossing: 'crosses', level: 12_500 } }, 'en', tEn)).toBe(
      'AAPL crosses 12,500.00 on the daily chart',
    );
  });

  it('writes moves, lines, rectangles and indicator rules', () => {
    const move: PriceAlert = { ...alert, condition: { kind: 'move', direction: 'down', percent: 2.5, bars: 20 } };
    expect(conditionWords(move, 'en', tEn)).toBe('AAPL falls 2.5 % within 20 bars on the 1-hour chart');
    const line: PriceAlert = {
      ...alert,
      condition: { kind: 'line', shape: 'ray', crossing: 'goesBelow', points: [{ time: 1, price: 10 }, { time: 2, price: 11 }] },
    };
    expect(conditionWords(line, 'en', tEn)).toBe('AAPL goes below the ray on the 1-hour chart');
    expect(conditionWords(line, 'zh', tZh)).toBe('AAPL 在1小时图上向下跌破射线');
    const rectangle: PriceAlert = {
      ...alert,
      duration: '4h',
      condition: { kind: 'rectangle', motion: 'leaves', corners: [{ time: 1, price: 190 }, { time: 2, price: 180.5 }] },
    };
    expect(conditionWords(rectangle, 'en', tEn)).toBe('AAPL leaves the 180.50–190.00 rectangle on the 4-hour chart');
    const indicator = { ...alert, condition: { kind: 'indicator', rules: { trend: { in: [1] } } } } as unknown as PriceAlert;
    expect(conditionWords(indicator, 'en', tEn)).toBe('AAPL meets its indicator rules on the 1-hour chart');
  });
});

describe('a trigger in words', () => {
  it('writes a gap in its largest exact unit', () => {
    expect(gapWords(3600, tEn)).toBe('1 h');
    expect(gapWords(5400, tEn)).toBe('90 min');
    expect(gapWords(90, tEn)).toBe('90 s');
    expect(triggerWords({ mode: 'every', gapSeconds: 300 }, tEn)).toBe('Every time, at most every 5 min');
    expect(triggerWords({ mode: 'oncePerBar' }, tZh)).toBe('每根K线一次');
  });
});

describe('the state of an alert', () => {
  it('is spent once a once-alert fired, as the server leaves it inactive, then paused before expired', () => {
    expect(alertState(alert, 2_000)).toBe('active');
    expect(alertState({ ...alert, active: false, expiresAt: 1_500 }, 2_000)).toBe('paused');
    expect(alertState({ ...alert, expiresAt: 2_000 }, 2_000)).toBe('expired');
    expect(alertState({ ...alert, expiresAt: 2_001 }, 2_000)).toBe('active');
    expect(alertState({ ...alert, lastFiredAt: 1_200 }, 2_000)).toBe('spent');
    // What the server answers for a once-alert that has fired.
    expect(alertState({ ...alert, active: false, lastFiredAt: 1_200 }, 2_000)).toBe('spent');
    expect(alertState({ ...alert, trigger: { mode: 'oncePerBar' }, lastFiredAt: 1_200 }, 2_000)).toBe('active');
  });
});

describe('a webhook delivery in words', () => {
  const webhook: NonNullable<AlertFiring['webhook']> = { status: 'delivered', attempts: 1, lastReason: 'ok', lastStatus: 200, nextAttemptAt: null };
  it('says delivered, failed with its last answer, or when it is tried next', () => {
    expect(webhookWords(webhook, 'en', tEn)).toBe('Delivered');
    expect(webhookWords({ ...webhook, status: 'failed', attempts: 6, lastReason: 'status', lastStatus: 500 }, 'en', tEn)).toBe(
      'Failed after 6 tries · Last answer: the receiver refused it (HTTP 500)',
    );
    expect(webhookWords({ ...webhook, status: 'pending', attempts: 0, lastReason: null, lastStatus: null }, 'zh', tZh)).toBe('发送中');
    const retrying = webhookWords({ ...webhook, status: 'pending', attempts: 2, lastReason: 'timeout', lastStatus: null, nextAttemptAt: 1_767_225_600 }, 'en', tEn);
    expect(retrying).toMatch(/^Retrying \(2 tries so far\), next at .+ · Last answer: no answer within 5 s$/);
  });
});
