import { describe, expect, it } from 'vitest';
import { type TriggerMoment, type TriggerState, triggerDecision } from './triggers.js';

const T = 1_760_000_000;
const HOUR = 3_600;
const moment = (time: number): TriggerMoment => ({ time, barOpen: time - (time % HOUR) });

const state = (change: Partial<TriggerState>): TriggerState => ({
  id: 'a1',
  trigger: { mode: 'once' },
  active: true,
  expiresAt: null,
  armedAt: T - HOUR,
  lastFired: null,
  ...change,
});

describe('a trigger', () => {
  it('once: fires the first time, keyed by its arming, then never again until set again', () => {
    expect(triggerDecision(state({}), moment(T))).toEqual({ fire: true, key: `a1:once:${T - HOUR}` });
    expect(triggerDecision(state({ lastFired: moment(T) }), moment(T + 10 * HOUR))).toEqual({ fire: false, heldBack: 'spent' });
    expect(triggerDecision(state({ armedAt: T + HOUR }), moment(T + 2 * HOUR))).toEqual({ fire: true, key: `a1:once:${T + HOUR}` });
  });

  it('once per bar: fires once in a bar, again in the next, keyed by the bar', () => {
    const perBar = state({ trigger: { mode: 'oncePerBar' } });
    const first = moment(T + 60);
    expect(triggerDecision(perBar, first)).toEqual({ fire: true, key: `a1:bar:${first.barOpen}` });
    const fired = { ...perBar, lastFired: first };
    expect(triggerDecision(fired, moment(T + 120))).toEqual({ fire: false, heldBack: 'sameBar' });
    const next = moment(first.barOpen + HOUR);
    expect(triggerDecision(fired, next)).toEqual({ fire: true, key: `a1:bar:${next.barOpen}` });
  });

  it('every time: waits at least the gap between firings, keyed by the reading', () => {
    const every = state({ trigger: { mode: 'every', gapSeconds: 300 }, lastFired: moment(T) });
    expect(triggerDecision(every, moment(T + 299))).toEqual({ fire: false, heldBack: 'tooSoon' });
    expect(triggerDecision(every, moment(T + 300))).toEqual({ fire: true, key: `a1:tick:${T + 300}` });
    expect(triggerDecision({ ...every, lastFired: null }, moment(T + 1))).toEqual({ fire: true, key: `a1:tick:${T + 1}` });
  });

  it('gives processes reading the same firing the same key', () => {
    const perBar = state({ trigger: { mode: 'oncePerBar' } });
    expect(triggerDecision(perBar, moment(T + 60))).toEqual(triggerDecision(perBar, moment(T + 61)));
  });

  it('holds back a paused alert, and an expired one from its expiry on', () => {
    expect(triggerDecision(state({ active: false }), moment(T))).toEqual({ fire: false, heldBack: 'paused' });
    expect(triggerDecision(state({ expiresAt: T }), moment(T - 1))).toMatchObject({ fire: true });
    expect(triggerDecision(state({ expiresAt: T }), moment(T))).toEqual({ fire: false, heldBack: 'expired' });
  });
});
