import { describe, expect, it } from 'vitest';
import { alertSentence, isTestAlert, priceAlertText, priceAlertValue } from './alertWords.js';
import { MESSAGE_SCHEMA, type Message, PRICE_ALERT_MESSAGE_SCHEMA, PRICE_ALERT_SESSION, sessionName } from './messenger.js';

const message = (payload: Message['payload']): Message => ({
  id: 'm1',
  type: 'price',
  symbol: 'AAPL',
  duration: '1h',
  name: 'Apple Inc.',
  payload: { alert: 'a1', bar: 1_767_222_000, reading: 'close', ...payload },
  ts: 1_767_225_600,
  schema: PRICE_ALERT_MESSAGE_SCHEMA,
  hasread: 0,
  sessionid: PRICE_ALERT_SESSION,
  sessioname: 'Price alerts',
});

describe('a price alert’s words', () => {
  it('fill the trader’s message in the reader’s language', () => {
    const own = message({ value: 1234.5, message: '{symbol} over {value} on {duration}, {other} stays' });
    expect(priceAlertText(own, 'en')).toBe('AAPL over 1,234.5 on 1 hour, {other} stays');
    expect(priceAlertText(own, 'zh')).toBe('AAPL over 1,234.5 on 1小时, {other} stays');
  });

  it('say the product’s default when the trader wrote none, titled with the symbol', () => {
    const plain = message({ value: 201.5, message: '' });
    expect(alertSentence(plain, 'en', [])).toEqual({ title: 'Price alert: AAPL', body: 'AAPL alert on the 1 hour chart: 201.5' });
    expect(alertSentence(plain, 'zh', [])).toEqual({ title: '价格提醒：AAPL', body: 'AAPL 1小时提醒：201.5' });
    expect(priceAlertValue(message({ value: 0.123456 }), 'en')).toBe('0.1235');
  });

  it('arrive in one conversation named in the reader’s language', () => {
    expect(sessionName({ sessionid: PRICE_ALERT_SESSION, sessioname: 'Price alerts' }, 'zh')).toBe('价格提醒');
    expect(sessionName({ sessionid: PRICE_ALERT_SESSION, sessioname: 'Price alerts' }, 'en')).toBe('Price alerts');
  });
});

describe('a strategy alert’s words', () => {
  const strategyMessage = (payload: Message['payload']): Message => ({
    ...message({}),
    type: 'strategy',
    duration: '1d',
    payload,
    schema: MESSAGE_SCHEMA,
    sessionid: 's1',
    sessioname: 'Oversold',
  });

  it('say a symbol entered the strategy', () => {
    expect(alertSentence(strategyMessage({ 'kd.k': 12 }), 'en', [])).toEqual({
      title: 'Oversold: AAPL matched',
      body: 'AAPL Apple Inc. entered “Oversold” on the 1d chart.',
    });
  });

  it('say a test is a test, in both languages, so that no trader acts on it', () => {
    const test = strategyMessage({ 'kd.k': 12, test: 1 });
    expect(isTestAlert(test)).toBe(true);
    expect(isTestAlert({ type: 'price', payload: { test: 1 } })).toBe(false);
    expect(alertSentence(test, 'en', []).title).toBe('Test alert · Oversold: AAPL');
    expect(alertSentence(test, 'zh', []).body).toBe('这是策略“Oversold”的测试提醒，它的提醒会像这样送达。AAPL Apple Inc.，1d 周期。');
  });
});
