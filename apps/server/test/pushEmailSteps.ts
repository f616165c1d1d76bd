/** Push e-mail the way the user-info dialog sets it: ask, read the code from the mail the address got, confirm. */
import { expect } from 'vitest';
import { expectOk, type TestServer } from './harness.js';
import type { ReceivedMail } from './messengerFakes.js';

/** The code a push e-mail confirmation carries at the start of its subject. */
export function pushEmailCode(subject: string): string {
  const code = /^(\d{4}) /.exec(subject)?.[1];
  if (!code) throw new Error(`not a push e-mail confirmation: ${subject}`);
  return code;
}

/** The subject of the latest mail to an address that reached a local SMTP server. */
export function lastSmtpSubject(inbox: readonly ReceivedMail[], address: string): string {
  const mail = inbox.filter((m) => m.to.includes(address)).at(-1);
  return /^Subject: (.*)$/m.exec(mail?.raw ?? '')?.[1] ?? '';
}

/** Asks for the address and confirms it with the code mailed to it; `subjectTo` reads where the server's mail goes. */
export async function confirmedPushEmail(server: TestServer, token: string, email: string, subjectTo: (address: string) => string): Promise<void> {
  expect(expectOk(await server.call('/api/user/update/push/email', { email }, { token })).pending).toMatchObject({ email });
  const { user } = expectOk(await server.call('/api/user/confirm/push/email', { code: pushEmailCode(subjectTo(email)) }, { token }));
  expect(user).toMatchObject({ pushemail: email, pushemailConfirmed: true });
}
