import { describe, expect, it } from 'vitest';
import { priceAlert } from './alertFixtures.js';
import { alertForm, alertPlanOf, fieldOfPath, formDraft, formErrors, localDateTime, newAlertForm, webhookAllowed } from './alertForm.js';

const NOW = 1_767_225_600;

describe('the alert dialog', () => {
  it('sends a new price alert as the contract takes it', () => {
    const form = { ...newAlertForm('aapl', '1h', 183.4), crossing: 'goesAbove' as const, message: ' {symbol} up ' };
    const draft = formDraft(form, false);
    expect(draft).toEqual({
      symbol: 'AAPL',
      duration: '1h',
      reading: 'close',
      condition: { kind: 'price', crossing: 'goesAbove', level: 183.4 },
      trigger: { mode: 'once' },
      expiresAt: null,
      message: ' {symbol} up ',
      webhookUrl: null,
    });
    expect(formErrors(draft, NOW)).toEqual({});
  });

  it("shows the contract's refusal under each field", () => {
    const form = {
      ...newAlertForm('AAPL', '1h'),
      level: '',
      trigger: 'every' as const,
      gapMinutes: '0.5',
      message: 'x'.repeat(501),
      webhookUrl: 'ftp://example.com',
    };
    expect(formErrors(formDraft(form, true), NOW)).toEqual({
      level: 'alertLevelInvalid',
      gapMinutes: 'alertGapRange',
      message: 'alertMessageLength',
      webhookUrl: 'badUrl',
    });
    const move = { ...newAlertForm('AAPL', '1d'), kind: 'move' as const, percent: '0', bars: '2.5' };
    expect(formErrors(formDraft(move, false), NOW)).toEqual({ percent: 'alertPercentRange', bars: 'alertBarsRange' });
    expect(formErrors(formDraft({ ...newAlertForm('', '1d', 10) }, false), NOW)).toEqual({ symbol: 'symbolInvalid' });
  });

  it('refuses an expiry already past, and takes one to come', () => {
    const past = formDraft({ ...newAlertForm('AAPL', '1d', 10), expiry: localDateTime(NOW - 60) }, false);
    expect(formErrors(past, NOW)).toEqual({ expiry: 'alertExpiryInvalid' });
    const later = formDraft({ ...newAlertForm('AAPL', '1d', 10), expiry: localDateTime(NOW + 3600) }, false);
    expect(later.expiresAt).toBe(NOW + 3600);
    expect(formErrors(later, NOW)).toEqual({});
  });

  it('drops the webhook for a plan without one, whatever the field held', () => {
    const form = { ...newAlertForm('AAPL', '1d', 10), webhookUrl: 'https://hooks.example.com/x' };
    expect(formDraft(form, false).webhookUrl).toBeNull();
    expect(formDraft(form, true).webhookUrl).toBe('https://hooks.example.com/x');
    expect(alertPlanOf('member')).toBe('standard');
    expect(alertPlanOf('vip')).toBe('plus');
    expect(webhookAllowed('member')).toBe(false);
    expect(webhookAllowed('super')).toBe(true);
  });

  it('keeps a drawn condition as drawn, changing only its crossing', () => {
    const alert = priceAlert({
      symbol: 'MSFT',
      duration: '1d',
      reading: 'intrabar',
      condition: { kind: 'line', shape: 'trend', crossing: 'crosses', points: [{ time: 100, price: 10 }, { time: 200, price: 12 }] },
      trigger: { mode: 'every', gapSeconds: 900 },
    });
    const form = alertForm(alert);
    expect(form).toMatchObject({ kind: 'line', crossing: 'crosses', trigger: 'every', gapMinutes: '15', reading: 'intrabar' });
    const draft = formDraft({ ...form, crossing: 'goesBelow' }, false);
    expect(draft.condition).toEqual({ ...alert.condition, crossing: 'goesBelow' });
    expect(draft.trigger).toEqual({ mode: 'every', gapSeconds: 900 });
    expect(formErrors(draft, NOW)).toEqual({});
  });
});

describe("a refusal's field", () => {
  it('is named alike in a draft and in an update', () => {
    expect(fieldOfPath('webhookUrl')).toBe('webhookUrl');
    expect(fieldOfPath('alert.condition.level')).toBe('level');
    expect(fieldOfPath('alert.condition.points')).toBe('kind');
    expect(fieldOfPath('trigger')).toBe('gapMinutes');
    expect(fieldOfPath('body')).toBeUndefined();
  });
});
