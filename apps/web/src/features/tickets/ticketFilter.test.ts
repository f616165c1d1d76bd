import { describe, expect, it } from 'vitest';
import { ticketFilter, ticketFilterPath } from './ticketFilter.js';

describe('ticketFilter', () => {
  it('reads a known ticket type, and ignores an unknown one', () => {
    expect(ticketFilter({ type: '100' })).toEqual({ type: 100 });
    expect(ticketFilter({ type: '7' })).toEqual({});
  });

  it('reads the consumer (the route spells it comsumer) and the token', () => {
    expect(ticketFilter({ comsumer: 'u42' })).toEqual({ consumer: 'u42' });
    expect(ticketFilter({ token: 'abc' })).toEqual({ token: 'abc' });
  });

  it('writes the matching path for every filter', () => {
    expect(ticketFilterPath({ type: 2401 })).toBe('/apps/ticket/type/2401');
    expect(ticketFilterPath({ consumer: 'a b' })).toBe('/apps/ticket/comsumer/a%20b');
    expect(ticketFilterPath({ token: 'x' })).toBe('/apps/ticket/token/x');
    expect(ticketFilterPath({})).toBe('/apps/ticket');
  });
});
