import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import {
  describeEachDatabase,
  expectOk,
  expectRefusal,
  freshEmail,
  PUBLIC_URL,
  readLoginMail,
  startServer,
  type TestServer,
} from './harness.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port, keeping every message it accepts. */
async function startSmtp(): Promise<{ server: SMTPServer; port: number; inbox: Received[] }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { server, port, inbox };
}

/** The decoded text/plain part of a raw MIME message. */
function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[^\r\n]*\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  if (!part) throw new Error(`no text part in:\n${raw}`);
  const headers = part[1] ?? '';
  const body = part[2] ?? '';
  if (/quoted-printable/i.test(headers)) {
    return Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  if (/base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

describeEachDatabase('login mail through a real SMTP server', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let s: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    s = await startServer(kind, {
      configuredMailer: true,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, MAIL_FROM: 'SignalDesk <no-reply@signaldesk.test>' },
    });
  });
  afterAll(async () => {
    await s?.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('delivers the code and link, and both sign in', async () => {
    const email = freshEmail('smtp');
    expectOk(await s.call('/api/user/apply/email/access', { email }));
    expect(s.mail.sent).toHaveLength(0);
    const message = smtp.inbox.find((m) => m.to.includes(email));
    expect(message, 'the SMTP server received the mail').toBeDefined();
    if (!message) return;
    expect(message.from).toBe('no-reply@signaldesk.test');
    const text = plainText(message.raw);
    const { code, linkToken } = readLoginMail(text);
    expect(text).toContain(`${PUBLIC_URL}/oauth/${linkToken}`);

    const signinToken = expectOk(await s.call('/api/auth/email/captcha/verify', { email, captcha: code }));
    const login = expectOk(await s.call('/api/auth/login', { token: signinToken }));
    expect(login.user.email).toBe(email);

    const other = freshEmail('smtp');
    expectOk(await s.call('/api/user/apply/email/access', { email: other }));
    const second = smtp.inbox.find((m) => m.to.includes(other));
    if (!second) throw new Error('second mail not received');
    const viaLink = expectOk(await s.call('/api/auth/login', { token: readLoginMail(plainText(second.raw)).linkToken }));
    expect(viaLink.user.email).toBe(other);
  });

  it('answers requestFailed when the SMTP server refuses, and the address may ask again at once', async () => {
    const broken = await startServer(kind, { configuredMailer: true, env: { SMTP_URL: 'smtp://127.0.0.1:1?ignoreTLS=true', LOG_LEVEL: 'silent' } });
    try {
      const email = freshEmail('smtp');
      expectRefusal(await broken.call('/api/user/apply/email/access', { email }), 502, 'requestFailed');
      expectRefusal(await broken.call('/api/user/apply/email/access', { email }), 502, 'requestFailed');
    } finally {
      await broken.close();
    }
  });
});
