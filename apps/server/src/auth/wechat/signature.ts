import { createHash, timingSafeEqual } from 'node:crypto';

/** The official-account platform signs each callback with SHA-1 of the sorted token, timestamp and nonce. */
export function wechatSignature(token: string, timestamp: string, nonce: string): string {
  return createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
}

export function validWechatSignature(token: string, timestamp: string, nonce: string, signature: string): boolean {
  const expected = Buffer.from(wechatSignature(token, timestamp, nonce));
  const given = Buffer.from(signature.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
