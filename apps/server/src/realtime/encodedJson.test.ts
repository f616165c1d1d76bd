import { Server } from 'socket.io';
import { expect, it } from 'vitest';
import { EncodedJson, encodedOnce, spliceEncodedJson } from './encodedJson.js';

/** Two servers attached to nothing: only their encoders are used. */
function encoders() {
  const plain = new Server();
  const spliced = new Server();
  spliceEncodedJson(spliced);
  return { plain: plain.encoder, spliced: spliced.encoder };
}

const candles = { fields: ['ts', 'close', 'kd.k'], rows: [[1_700_000_000, 12.5, null], [1_700_086_400, 1.234567e-8, 42]] };

it('writes an event carrying encoded JSON as the same text as the value itself', () => {
  const { plain, spliced } = encoders();
  const answer = { symbol: 'AAPL', duration: '1d', ts: 1_700_000_001, mode: 'list', demo: true, msg: 'Demo "data"', skipped: undefined };
  for (const [nsp, id] of [['/', undefined], ['/charts', 7]] as const) {
    const expected = plain.encode({ type: 2, nsp, id, data: ['kline:ohlcs', { ...answer, ohlcs: candles }] });
    const got = spliced.encode({ type: 2, nsp, id, data: ['kline:ohlcs', { ...answer, ohlcs: encodedOnce(candles) }] });
    expect(got).toEqual(expected);
  }
});

it('encodes a value once while it lives', () => {
  expect(encodedOnce(candles)).toBe(encodedOnce(candles));
  expect(encodedOnce(candles)).toBeInstanceOf(EncodedJson);
});

it('leaves every other packet to socket.io', () => {
  const { plain, spliced } = encoders();
  const packets = [
    { type: 2, nsp: '/', data: ['notify', { title: 'Alert', n: 3 }] },
    { type: 2, nsp: '/', data: ['picture', { png: Buffer.from([1, 2, 3]) }] },
    { type: 3, nsp: '/', id: 4, data: [{ ok: true }] },
    { type: 0, nsp: '/', data: { sid: 'abc' } },
  ];
  for (const packet of packets) expect(spliced.encode({ ...packet })).toEqual(plain.encode({ ...packet }));
});
