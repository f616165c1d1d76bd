import { describe, expect, it } from 'vitest';
import { tokenTimes } from './tokenTimes.js';

const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('tokenTimes', () => {
  it('reads iat and exp from a JWT payload', () => {
    expect(tokenTimes(jwt({ sub: 'u', iat: 1_899_999_100, exp: 1_900_000_000 }))).toEqual({ iat: 1_899_999_100, exp: 1_900_000_000 });
  });

  it('reads base64url payloads with - and _', () => {
    expect(tokenTimes(jwt({ n: '>>>???', iat: 1, exp: 5 }))).toEqual({ iat: 1, exp: 5 });
  });

  it('answers null for anything that is not a JWT with iat before exp', () => {
    expect(tokenTimes('opaque')).toBeNull();
    expect(tokenTimes('a.!!!.b')).toBeNull();
    expect(tokenTimes(jwt({ sub: 'u', iat: 1 }))).toBeNull();
    expect(tokenTimes(jwt({ sub: 'u', exp: 5 }))).toBeNull();
    expect(tokenTimes(jwt({ iat: 5, exp: 5 }))).toBeNull();
  });
});
