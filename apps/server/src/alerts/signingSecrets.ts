import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';

const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The trader's webhook signing secret, made at the first ask; two first asks at once keep one between them. */
export async function signingSecretOf(db: Db, userid: string, now: number): Promise<string> {
  await db
    .insertInto('webhook_signing_secrets')
    .values({ userid, secret: newSecret(), created_at: now })
    .onConflict((conflict) => conflict.column('userid').doNothing())
    .execute();
  const row = await db.selectFrom('webhook_signing_secrets').select('secret').where('userid', '=', userid).executeTakeFirstOrThrow();
  return row.secret;
}

/** A new secret for a trader whose old one leaked: deliveries from now on are signed with it. */
export async function rotateSigningSecret(db: Db, userid: string, now: number): Promise<string> {
  const secret = newSecret();
  await db
    .insertInto('webhook_signing_secrets')
    .values({ userid, secret, created_at: now })
    .onConflict((conflict) => conflict.column('userid').doUpdateSet({ secret, created_at: now }))
    .execute();
  return secret;
}
