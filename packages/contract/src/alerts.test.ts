import { describe, expect, it } from 'vitest';
import { ALERT_DURATIONS, ALERT_LIMITS, type AlertDraftInput, alertDraftSchema, alertMessage, indicatorGroupOf } from './alerts.js';
import { ALERT_PLAN_LIMITS } from './plans.js';
import { MESSAGES } from './messages.js';

const draft = (change: Partial<AlertDraftInput>): unknown => ({
  symbol: 'AAPL',
  duration: '1h',
  condition: { kind: 'price', crossing: 'crosses', level: 200 },
  ...change,
});

/** The message keys a draft is refused with, by path. */
function refusals(input: unknown): Record<string, string> {
  const parsed = alertDraftSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('an alert draft', () => {
  it('takes a level alert with the defaults: read at the close, fire once, never expire, the default words', () => {
    expect(alertDraftSchema.parse(draft({}))).toEqual({
      symbol: 'AAPL',
      duration: '1h',
      reading: 'close',
      condition: { kind: 'price', crossing: 'crosses', level: 200 },
      trigger: { mode: 'once' },
      expiresAt: null,
      message: '',
      webhookUrl: null,
    });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1, 0])('refuses the level %s', (level) => {
    expect(refusals(draft({ condition: { kind: 'price', crossing: 'goesAbove', level } }))).toEqual({ 'condition.level': 'alertLevelInvalid' });
  });

  it.each([0, -5, ALERT_LIMITS.movePercent + 1, Number.NaN])('refuses a move of %s %%', (percent) => {
    expect(refusals(draft({ condition: { kind: 'move', direction: 'up', percent, bars: 5 } }))).toEqual({ 'condition.percent': 'alertPercentRange' });
  });

  it.each([0, 1.5, ALERT_LIMITS.moveBars + 1])('refuses a move over %s bars', (bars) => {
    expect(refusals(draft({ condition: { kind: 'move', direction: 'down', percent: 3, bars } }))).toEqual({ 'condition.bars': 'alertBarsRange' });
  });

  it('refuses unknown durations, the intraday view among them', () => {
    for (const duration of ['2h', 'intraday', '']) expect(refusals(draft({ duration: duration as '1h' }))).toEqual({ duration: 'alertDurationUnknown' });
  });

  it('refuses a message longer than its limit, and keeps one at the limit', () => {
    expect(refusals(draft({ message: 'x'.repeat(ALERT_LIMITS.messageLength + 1) }))).toEqual({ message: 'alertMessageLength' });
    expect(refusals(draft({ message: 'x'.repeat(ALERT_LIMITS.messageLength) }))).toEqual({});
  });

  it('asks lines and rectangles for their points', () => {
    const point = (time: number, price: number) => ({ time, price });
    const line = (shape: string, points: unknown[]) => draft({ condition: { kind: 'line', shape, crossing: 'crosses', points } as never });
    expect(refusals(line('trend', [point(100, 1)]))).toEqual({ 'condition.points': 'alertLinePoints' });
    expect(refusals(line('ray', [point(100, 1), point(100, 2)]))).toEqual({ 'condition.points': 'alertLinePoints' });
    expect(refusals(line('horizontal', [point(100, 1), point(200, 2)]))).toEqual({ 'condition.points': 'alertLinePoints' });
    expect(refusals(line('horizontal', [point(100, 1)]))).toEqual({});
    const box = (corners: unknown[]) => draft({ condition: { kind: 'rectangle', motion: 'enters', corners } as never });
    expect(refusals(box([point(100, 1), point(200, 1)]))).toEqual({ 'condition.corners': 'alertRectangleCorners' });
    expect(refusals(box([point(100, 1), point(200, 2)]))).toEqual({});
  });

  it('carries the screener’s rules, on the durations the screener computes', () => {
    const indicator = { kind: 'indicator', rules: { 'kd.k': { max: 20 } } } as const;
    expect(refusals(draft({ duration: '1d', condition: indicator }))).toEqual({});
    expect(refusals(draft({ duration: '15m', condition: indicator }))).toEqual({ duration: 'alertIndicatorDuration' });
    expect(ALERT_DURATIONS.map(indicatorGroupOf).filter(Boolean)).toEqual(['hour', 'day', 'week']);
    expect(refusals(draft({ duration: '1d', condition: { kind: 'indicator', rules: {} } }))).toEqual({ 'condition.rules': 'alertRulesEmpty' });
    expect(refusals(draft({ duration: '1d', condition: { kind: 'indicator', rules: { 'kd.k': { min: 50, max: 20 } } } }))).toEqual({
      'condition.rules.kd.k.max': 'strategyRangeReversed',
    });
  });

  it('refuses a gap outside a minute to a week, an unknown condition and a bad expiry', () => {
    expect(refusals(draft({ trigger: { mode: 'every', gapSeconds: 59 } }))).toEqual({ 'trigger.gapSeconds': 'alertGapRange' });
    expect(refusals(draft({ trigger: { mode: 'every', gapSeconds: 60 } }))).toEqual({});
    expect(refusals(draft({ condition: { kind: 'volume' } as never }))).toEqual({ 'condition.kind': 'alertConditionUnknown' });
    expect(refusals(draft({ expiresAt: 1.5 }))).toEqual({ expiresAt: 'alertExpiryInvalid' });
  });

  it('takes http and https webhook addresses only, of a bounded length', () => {
    expect(refusals(draft({ webhookUrl: 'https://hooks.example.com/a?b=c' }))).toEqual({});
    for (const url of ['ftp://example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'https://user:pass@example.com/', 'not a url']) {
      expect(refusals(draft({ webhookUrl: url })), url).toEqual({ webhookUrl: 'badUrl' });
    }
    const long = `https://example.com/${'a'.repeat(ALERT_LIMITS.webhookUrlLength)}`;
    expect(refusals(draft({ webhookUrl: long }))).toEqual({ webhookUrl: 'urlTooLong' });
  });

  it('refuses with keys that have words in English and Chinese', () => {
    const keys = ['alertLevelInvalid', 'alertPercentRange', 'alertBarsRange', 'alertDurationUnknown', 'alertMessageLength', 'alertLimitReached'] as const;
    for (const key of keys) expect(MESSAGES[key].zh, key).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('an alert’s message', () => {
  const values = { symbol: 'AAPL', value: '201.50', duration: '1h' } as const;

  it('fills the trader’s placeholders and leaves other braces as written', () => {
    expect(alertMessage('{symbol} at {value} on {duration} {unknown}', 'en', values)).toBe('AAPL at 201.50 on 1 hour {unknown}');
  });

  it('says the default words in either language', () => {
    expect(alertMessage('', 'en', values)).toBe('AAPL alert on the 1 hour chart: 201.50');
    expect(alertMessage('', 'zh', values)).toBe('AAPL 1小时提醒：201.50');
  });
});

describe('the plans’ alert limits', () => {
  it('grow with the plan, and open webhooks from Plus on', () => {
    const { standard, plus, promax } = ALERT_PLAN_LIMITS;
    expect(standard.activeAlerts).toBeLessThan(plus.activeAlerts);
    expect(plus.activeAlerts).toBeLessThanOrEqual(promax.activeAlerts);
    expect([standard.webhook, plus.webhook, promax.webhook]).toEqual([false, true, true]);
  });
});
