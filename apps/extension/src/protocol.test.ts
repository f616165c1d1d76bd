import { describe, expect, it } from 'vitest';
import { PAGE_CODE, PRODUCT_ORIGIN, parsePageMessage, parseRequest, triesPerMinute } from './protocol.js';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const productTab = { id: ID, origin: PRODUCT_ORIGIN, url: `${PRODUCT_ORIGIN}/apps/quote`, tab: {} };
const popup = { id: ID, origin: `chrome-extension://${ID}`, url: `chrome-extension://${ID}/popup.html` };
const quoteSite = { id: ID, origin: 'https://finance.yahoo.com', url: 'https://finance.yahoo.com/quote/AAPL', tab: {} };

describe("the service worker's requests", () => {
  it('takes a code only from the content script on the product’s own origin', () => {
    expect(parseRequest({ kind: 'connect', code: 'K7QM-3XPD' }, productTab, ID)).toEqual({ kind: 'connect', code: 'K7QM-3XPD' });
    expect(parseRequest({ kind: 'connect', code: 'K7QM-3XPD' }, quoteSite, ID)).toBeNull();
    expect(parseRequest({ kind: 'connect', code: 'K7QM-3XPD' }, { ...productTab, origin: `${PRODUCT_ORIGIN}.evil.example` }, ID)).toBeNull();
    expect(parseRequest({ kind: 'connect', code: 'K7QM-3XPD' }, { ...productTab, id: 'another-extension' }, ID)).toBeNull();
  });

  it('refuses an oversized or malformed code and symbol without calling the product', () => {
    expect(parseRequest({ kind: 'connect', code: 'K'.repeat(10_000) }, productTab, ID)).toBeNull();
    expect(parseRequest({ kind: 'connect', code: '<script>' }, productTab, ID)).toBeNull();
    expect(parseRequest({ kind: 'connect', code: 42 }, productTab, ID)).toBeNull();
    expect(parseRequest({ kind: 'panel', symbol: 'A'.repeat(33) }, quoteSite, ID)).toBeNull();
    expect(parseRequest({ kind: 'panel', symbol: 'aapl' }, quoteSite, ID)).toBeNull();
    expect(parseRequest({ kind: 'panel', symbol: '0700.HK' }, quoteSite, ID)).toEqual({ kind: 'panel', symbol: '0700.HK' });
    expect(parseRequest(null, quoteSite, ID)).toBeNull();
    expect(parseRequest('panel', quoteSite, ID)).toBeNull();
    expect(parseRequest({ kind: 'unknown' }, popup, ID)).toBeNull();
    expect(parseRequest({ kind: 'settings' }, quoteSite, ID)).toEqual({ kind: 'settings' });
  });

  it('sets a price alert only on a well-formed symbol at a positive finite level, from any of its own parts', () => {
    const alert = { kind: 'alert', symbol: 'AAPL', level: 183.4 };
    expect(parseRequest(alert, quoteSite, ID)).toEqual(alert);
    expect(parseRequest(alert, popup, ID)).toEqual(alert);
    expect(parseRequest(alert, { ...quoteSite, id: 'another-extension' }, ID)).toBeNull();
    for (const level of [Number.NaN, Number.POSITIVE_INFINITY, -1, 0, 1e12, '183.4', null, undefined]) {
      expect(parseRequest({ ...alert, level }, popup, ID), String(level)).toBeNull();
    }
    expect(parseRequest({ ...alert, symbol: 'A'.repeat(10_000) }, popup, ID)).toBeNull();
    expect(parseRequest({ ...alert, symbol: '<img onerror>' }, popup, ID)).toBeNull();
  });

  it('lets only its own pages disconnect or change the language', () => {
    expect(parseRequest({ kind: 'disconnect' }, popup, ID)).toEqual({ kind: 'disconnect' });
    expect(parseRequest({ kind: 'disconnect' }, quoteSite, ID)).toBeNull();
    expect(parseRequest({ kind: 'disconnect' }, { ...popup, url: 'chrome-extension://another-extension/popup.html' }, ID)).toBeNull();
    expect(parseRequest({ kind: 'language', language: 'zh' }, popup, ID)).toEqual({ kind: 'language', language: 'zh' });
    expect(parseRequest({ kind: 'language', language: 'fr' }, popup, ID)).toBeNull();
    expect(parseRequest({ kind: 'language', language: 'zh' }, productTab, ID)).toBeNull();
  });
});

describe('the page message that hands over a code', () => {
  it('is read only in its exact shape', () => {
    expect(parsePageMessage({ type: PAGE_CODE, code: 'K7QM-3XPD' })).toBe('K7QM-3XPD');
    expect(parsePageMessage({ type: PAGE_CODE, code: 'x'.repeat(1_000_000) })).toBeNull();
    expect(parsePageMessage({ type: 'other', code: 'K7QM-3XPD' })).toBeNull();
    expect(parsePageMessage('K7QM-3XPD')).toBeNull();
    expect(parsePageMessage(null)).toBeNull();
  });
});

describe('connection tries', () => {
  it('allows a flood no more than the limit a minute, and again a minute later', () => {
    let now = 0;
    const allowed = triesPerMinute(5, () => now);
    expect(Array.from({ length: 50 }, () => allowed()).filter(Boolean)).toHaveLength(5);
    now = 59_999;
    expect(allowed()).toBe(false);
    now = 60_000;
    expect(allowed()).toBe(true);
  });
});
