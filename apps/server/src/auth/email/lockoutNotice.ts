import { type Language, LIMITS, pickLanguage } from '@signaldesk/contract';
import type { ServerEvents, Services } from '../../app/services.js';
import { issueSigninToken } from '../signinTokens.js';
import { lockoutMail } from './lockoutMail.js';

type Outcome = ServerEvents['lockout-notice'][0]['outcome'];

const DAY = 24 * 3600;
const noticesKey = (email: string) => `lockout-notices:${email}`;

/**
 * Tells the owner of an address that its code check has just been locked. It runs after the answer to the guess that
 * locked it, so the time of that answer tells the stranger nothing, not even whether the address has an account.
 */
export function tellOwnerOfLockout(services: Services, email: string, until: number): void {
  mailNotice(services, email, until).then(
    (outcome) => services.events.emit('lockout-notice', { email, outcome }),
    (error: unknown) => {
      services.logger.error({ err: error }, 'the lock-out notice could not be sent');
      services.events.emit('lockout-notice', { email, outcome: 'failed' });
    },
  );
}

async function mailNotice(services: Services, email: string, until: number): Promise<Outcome> {
  const owner = await services.db
    .selectFrom('users')
    .select('userid')
    .where('email', '=', email)
    .where('status', '=', 'active')
    .executeTakeFirst();
  // Without an account nobody is kept out of anything, and the mailbox may belong to someone who never used the
  // product: mailing it would let a stranger send the product's mail wherever they like.
  if (!owner) return 'noAccount';
  const today = await services.limiter.hit(noticesKey(email), DAY);
  if (today.count > LIMITS.emailLockoutNoticesPerDay) return 'capped';
  // The link lasts as long as the lock, so the mail names one time for both.
  const token = await issueSigninToken(services, { subject_kind: 'email', subject: email }, until);
  const link = `${services.config.publicUrl}/oauth/${token}`;
  await services.mailer.send(lockoutMail({ to: email, until, link, lang: await ownerLanguage(services, owner.userid) }));
  return 'sent';
}

/**
 * The language the owner chose their alerts in: the mailed ones first, else another channel's. The language of the
 * requests that caused the lock is the stranger's, and says nothing about the owner.
 */
async function ownerLanguage(services: Services, userid: string): Promise<Language | undefined> {
  const chosen = await services.db
    .selectFrom('messenger_channels')
    .select(['channel', 'language'])
    .where('userid', '=', userid)
    .where('language', 'is not', null)
    .execute();
  const language = (chosen.find((c) => c.channel === 'email') ?? chosen[0])?.language;
  return language ? pickLanguage(language) : undefined;
}
