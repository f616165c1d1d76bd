import { strategyQuerySchema } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { draftFromQuery, draftToQuery, emptyDraft, errorOf, validateDraft, withOrder } from './strategyDraft.js';

describe('draftToQuery and draftFromQuery', () => {
  it('turns typed ranges, chosen values and the one order field into the query, and back', () => {
    const draft = emptyDraft();
    draft.name = 'Oversold bulls';
    draft.limit = 100;
    draft.region = 'US';
    draft.top.cap = { min: '100', max: '' };
    draft.groups.day['kd.k'] = { min: '', max: '20' };
    draft.groups.day['matrix.trend'] = [3];
    draft.groups.week['sine.quadrant'] = [1, 2];
    draft.groups.hour['matrix.k10'] = { min: '', max: '' };
    draft.order = { path: 'day.kd.k', type: 'ASC' };
    const query = draftToQuery(draft);
    expect(query).toEqual({
      limit: 100,
      region: 'US',
      cap: { min: 100 },
      day: { 'kd.k': { max: 20, order: 'ASC' }, 'matrix.trend': { in: [3] } },
      week: { 'sine.quadrant': { in: [1, 2] } },
    });
    const back = draftFromQuery('Oversold bulls', strategyQuerySchema.parse(query));
    delete draft.groups.hour['matrix.k10'];
    expect(back).toEqual(draft);
  });

  it('keeps an order on a field without bounds as an order-only rule', () => {
    const draft = { ...emptyDraft(), order: { path: 'week.candle.updown', type: 'DESC' as const } };
    expect(draftToQuery(draft)).toEqual({ limit: 50, region: 'ALL', week: { 'candle.updown': { order: 'DESC' } } });
  });
});

describe('withOrder', () => {
  it('moves the order to another field, so a query never has two', () => {
    const query = { day: { 'kd.k': { max: 20, order: 'ASC' as const } }, cap: { min: 1 } };
    expect(withOrder(query, 'cap', 'DESC')).toEqual({ day: { 'kd.k': { max: 20 } }, cap: { min: 1, order: 'DESC' } });
    expect(withOrder(query, '', 'DESC')).toEqual({ day: { 'kd.k': { max: 20 } }, cap: { min: 1 } });
    expect(query.day['kd.k'].order).toBe('ASC');
  });
});

describe('validateDraft', () => {
  it('names each broken rule by its path with the contract message', () => {
    const draft = emptyDraft();
    draft.groups.day['kd.k'] = { min: '', max: '150' };
    draft.groups.hour['matrix.k10'] = { min: '10', max: '-10' };
    draft.groups.week['candle.close'] = { min: 'abc', max: '' };
    draft.top.ipo = { min: '20230230', max: '' };
    const { query, errors } = validateDraft(draft);
    expect(query).toBeNull();
    expect(errors).toEqual({
      name: 'strategyNameRequired',
      'ipo.min': 'strategyIpoDate',
      'day.kd.k.max': 'strategyOutOfRange',
      'week.candle.close.min': 'strategyRangeValue',
      'hour.matrix.k10.max': 'strategyRangeReversed',
    });
    expect(errorOf(errors, 'day.kd.k')).toBe('strategyOutOfRange');
    expect(errorOf(errors, 'day.kd.d')).toBeUndefined();
  });

  it('passes a sound draft with the parsed query', () => {
    const draft = { ...emptyDraft(), name: 'Fine' };
    draft.groups.day['kd.k'] = { min: '0', max: '30' };
    expect(validateDraft(draft)).toEqual({ query: { limit: 50, region: 'ALL', day: { 'kd.k': { min: 0, max: 30 } } }, errors: {} });
  });
});
