import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Tokens are 32 random bytes, so a plain SHA-256 is enough to store them without keeping them. */
export const newToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
