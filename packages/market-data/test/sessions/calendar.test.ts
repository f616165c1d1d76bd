import { describe, expect, it } from 'vitest';
import {
  barOpenTimes,
  isTradingTime,
  lastClose,
  marketOf,
  needsIntradayFetch,
  sessionBounds,
  timeZoneOf,
  tradingDays,
} from '../../src/sessions/index.js';

const utc = (iso: string) => Date.parse(iso) / 1000;
const days = (symbol: string, year: number) => tradingDays(symbol, utc(`${year}-01-01T00:00Z`), utc(`${year + 1}-01-01T00:00Z`));
const dayList = (symbol: string, from: string, to: string) =>
  tradingDays(symbol, utc(`${from}T00:00Z`), utc(`${to}T00:00Z`)).map((session) => session.day);
const hhmm = (ts: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(ts * 1000));

describe('markets', () => {
  it('reads the market and time zone from the symbol', () => {
    expect(marketOf('AAPL')).toBe('US');
    expect(marketOf('^GSPC')).toBe('US');
    expect(marketOf('0700.HK')).toBe('HK');
    expect(marketOf('^HSI')).toBe('HK');
    expect(marketOf('^HSTECH')).toBe('HK');
    expect(marketOf('600519.SS')).toBe('CN');
    expect(marketOf('000001.SZ')).toBe('CN');
    expect(marketOf('BTC-USD')).toBe('USD');
    expect(marketOf('EURUSD=X')).toBe('GF');
    expect(marketOf('GC=F')).toBe('GF');
    expect(timeZoneOf('AAPL')).toBe('America/New_York');
    expect(timeZoneOf('0700.HK')).toBe('Asia/Hong_Kong');
    expect(timeZoneOf('600519.SS')).toBe('Asia/Shanghai');
    expect(timeZoneOf('BTC-USD')).toBe('UTC');
    expect(timeZoneOf('GC=F')).toBe('America/New_York');
  });

  it('asks for the extra intraday fetch for A-shares and Hong Kong only (spec §4)', () => {
    for (const symbol of ['600519.SS', '000001.SZ', '0700.HK', '^HSTECH', '^HSI']) expect(needsIntradayFetch(symbol), symbol).toBe(true);
    for (const symbol of ['AAPL', '^GSPC', 'BTC-USD', 'EURUSD=X']) expect(needsIntradayFetch(symbol), symbol).toBe(false);
    expect(needsIntradayFetch('0700.HK', '5m')).toBe(true);
    expect(needsIntradayFetch('0700.HK', '1d')).toBe(false);
  });
});

describe('New York', () => {
  it('trades the published number of days each year (NYSE rules and the two days of mourning)', () => {
    const counts = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025].map((year) => days('AAPL', year).length);
    expect(counts).toEqual([252, 252, 251, 251, 252, 253, 252, 251, 250, 252, 250]);
  });

  it('closes on the observed holidays and shuts early before them', () => {
    const closed = ['2024-03-29', '2022-06-20', '2021-12-24', '2025-01-09', '2018-12-05', '2027-06-18', '2026-07-03', '2023-01-16'];
    for (const day of closed) expect(dayList('AAPL', day, day.replace(/\d\d$/, (d) => String(Number(d) + 1).padStart(2, '0')))).toEqual([]);
    // New Year's Day on a Saturday is not moved back into December.
    expect(dayList('AAPL', '2021-12-31', '2022-01-01')).toEqual(['20211231']);
    const [blackFriday] = tradingDays('AAPL', utc('2024-11-29T00:00Z'), utc('2024-11-30T00:00Z'));
    expect(hhmm(blackFriday?.close ?? 0, 'America/New_York')).toBe('13:00');
  });

  it('opens 09:30 to 16:00 New York time through the daylight-saving switch', () => {
    const [friday] = tradingDays('AAPL', utc('2024-03-08T00:00Z'), utc('2024-03-09T00:00Z'));
    const [monday] = tradingDays('AAPL', utc('2024-03-11T00:00Z'), utc('2024-03-12T00:00Z'));
    expect(friday?.open).toBe(utc('2024-03-08T14:30Z'));
    expect(friday?.close).toBe(utc('2024-03-08T21:00Z'));
    expect(monday?.open).toBe(utc('2024-03-11T13:30Z'));
    expect(monday?.close).toBe(utc('2024-03-11T20:00Z'));
    const [november] = tradingDays('AAPL', utc('2024-11-04T00:00Z'), utc('2024-11-05T00:00Z'));
    expect(november?.open).toBe(utc('2024-11-04T14:30Z'));
  });

  it('forms hourly bars from the opening bell and weekly bars from the first session of the week', () => {
    const hours = barOpenTimes('AAPL', '1h', utc('2024-07-01T00:00Z'), utc('2024-07-02T00:00Z'));
    expect(hours.map((ts) => hhmm(ts, 'America/New_York'))).toEqual(['09:30', '10:30', '11:30', '12:30', '13:30', '14:30', '15:30']);
    const fourHours = barOpenTimes('AAPL', '4h', utc('2024-07-01T00:00Z'), utc('2024-07-02T00:00Z'));
    expect(fourHours.map((ts) => hhmm(ts, 'America/New_York'))).toEqual(['09:30', '13:30']);
    // Martin Luther King Day: the week opens on Tuesday.
    const weeks = barOpenTimes('AAPL', '1wk', utc('2024-01-08T00:00Z'), utc('2024-01-27T00:00Z'));
    expect(weeks).toEqual([utc('2024-01-08T14:30Z'), utc('2024-01-16T14:30Z'), utc('2024-01-22T14:30Z')]);
    expect(barOpenTimes('AAPL', '1m', utc('2024-07-01T00:00Z'), utc('2024-07-02T00:00Z'))).toHaveLength(390);
  });

  it('knows the next session and the last close around a weekend', () => {
    const saturday = utc('2024-03-09T12:00Z');
    expect(sessionBounds('AAPL', saturday).day).toBe('20240311');
    expect(lastClose('AAPL', saturday)).toBe(utc('2024-03-08T21:00Z'));
    const duringSession = utc('2024-03-11T15:00Z');
    expect(sessionBounds('AAPL', duringSession).day).toBe('20240311');
    expect(lastClose('AAPL', duringSession)).toBe(utc('2024-03-08T21:00Z'));
  });
});

describe('Hong Kong and the mainland', () => {
  it('break for lunch', () => {
    expect(isTradingTime('0700.HK', utc('2024-03-08T03:59Z'))).toBe(true); // 11:59
    expect(isTradingTime('0700.HK', utc('2024-03-08T04:30Z'))).toBe(false); // 12:30
    expect(isTradingTime('0700.HK', utc('2024-03-08T05:00Z'))).toBe(true); // 13:00
    expect(isTradingTime('0700.HK', utc('2024-03-08T08:00Z'))).toBe(false); // 16:00
    expect(isTradingTime('600519.SS', utc('2024-03-08T03:30Z'))).toBe(false); // 11:30
    expect(isTradingTime('600519.SS', utc('2024-03-08T05:00Z'))).toBe(true); // 13:00
    expect(isTradingTime('600519.SS', utc('2024-03-08T07:00Z'))).toBe(false); // 15:00
    const hk = barOpenTimes('^HSI', '1h', utc('2024-03-08T00:00Z'), utc('2024-03-09T00:00Z'));
    expect(hk.map((ts) => hhmm(ts, 'Asia/Hong_Kong'))).toEqual(['09:30', '10:30', '11:30', '13:00', '14:00', '15:00']);
    const cn = barOpenTimes('600519.SS', '1h', utc('2024-03-08T00:00Z'), utc('2024-03-09T00:00Z'));
    expect(cn.map((ts) => hhmm(ts, 'Asia/Shanghai'))).toEqual(['09:30', '10:30', '13:00', '14:00']);
    const hk4h = barOpenTimes('0700.HK', '4h', utc('2024-03-08T00:00Z'), utc('2024-03-09T00:00Z'));
    expect(hk4h.map((ts) => hhmm(ts, 'Asia/Hong_Kong'))).toEqual(['09:30', '13:00']);
  });

  it('close for the lunar and the fixed holidays', () => {
    // Lunar New Year 2024 fell on a Saturday: Hong Kong shut Monday and Tuesday, the mainland the whole week.
    expect(dayList('0700.HK', '2024-02-08', '2024-02-16')).toEqual(['20240208', '20240209', '20240214', '20240215']);
    expect(dayList('600519.SS', '2024-02-05', '2024-02-21')).toEqual(['20240205', '20240206', '20240207', '20240208', '20240219', '20240220']);
    // 2023's Lunar New Year's Day was a Sunday: the fourth day was a holiday too.
    expect(dayList('0700.HK', '2023-01-20', '2023-01-28')).toEqual(['20230120', '20230126', '20230127']);
    for (const day of ['20251007', '20251029', '20150903', '20240501', '20240701', '20241226']) {
      expect(days('0700.HK', Number(day.slice(0, 4))).some((session) => session.day === day), day).toBe(false);
    }
    const [eve] = tradingDays('0700.HK', utc('2024-12-24T00:00Z'), utc('2024-12-25T00:00Z'));
    expect(eve?.parts).toHaveLength(1);
    expect(hhmm(eve?.close ?? 0, 'Asia/Hong_Kong')).toBe('12:00');
  });

  it('trade the published number of days on the mainland', () => {
    const counts = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025].map((year) => days('600519.SS', year).length);
    expect(counts).toEqual([244, 244, 244, 243, 244, 243, 243, 242, 242, 242, 243]);
  });
});

describe('around-the-clock markets', () => {
  it('trade crypto every day of the year', () => {
    expect(days('BTC-USD', 2024)).toHaveLength(366);
    expect(isTradingTime('BTC-USD', utc('2024-12-25T03:00Z'))).toBe(true);
    expect(barOpenTimes('BTC-USD', '4h', utc('2024-06-01T00:00Z'), utc('2024-06-02T00:00Z'))).toHaveLength(6);
  });

  it('trade gold and forex from Sunday 17:00 to Friday 17:00 New York time with an hour off each evening', () => {
    expect(isTradingTime('EURUSD=X', utc('2024-03-10T20:59Z'))).toBe(false); // Sunday 16:59 EDT
    expect(isTradingTime('EURUSD=X', utc('2024-03-10T21:00Z'))).toBe(true); // Sunday 17:00 EDT
    expect(isTradingTime('GC=F', utc('2024-03-12T21:30Z'))).toBe(false); // Tuesday 17:30 EDT
    expect(isTradingTime('GC=F', utc('2024-03-12T22:00Z'))).toBe(true); // Tuesday 18:00 EDT
    expect(isTradingTime('GC=F', utc('2024-03-15T21:00Z'))).toBe(false); // Friday 17:00 EDT
    expect(isTradingTime('GC=F', utc('2024-03-16T12:00Z'))).toBe(false); // Saturday
    expect(isTradingTime('GC=F', utc('2024-12-25T15:00Z'))).toBe(false); // Christmas Day
  });
});
