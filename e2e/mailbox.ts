import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  raw: string;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) in a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

function subjectOf(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => /^subject:/i.test(l)) ?? '';
  // Whitespace between two encoded words belongs to neither (RFC 2047), so it goes before they are decoded.
  return decodeHeader(line.replace(/^subject:\s*/i, '').replace(/\?=\s+=\?/g, '?==?'));
}

/** A real SMTP server on a local port that keeps every mail it receives. */
export class Mailbox {
  readonly mails: ReceivedMail[] = [];
  private readonly waiters = new Set<() => void>();
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        this.mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject: subjectOf(raw), raw });
        for (const wake of this.waiters) wake();
        callback();
      });
    },
  });

  listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve());
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Waits for the next mail to an address after `seen` earlier ones, and reads its code and sign-in link. */
  async signInMail(address: string, seen: number, timeoutMs = 20_000): Promise<{ code: string; link: string }> {
    const mail = await this.nextMail(address, seen, timeoutMs);
    const code = mail.subject.match(/\b(\d{4})\b/)?.[1];
    const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = body.match(/https?:\/\/[^\s"<>]+\/oauth\/[A-Za-z0-9_-]+/)?.[0];
    if (!code || !link) throw new Error(`Sign-in mail without code or link: ${mail.subject}`);
    return { code, link };
  }

  /** Waits for the next mail to an address after `seen` earlier ones. */
  async nextMail(address: string, seen: number, timeoutMs = 20_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.mails.filter((m) => m.to.includes(address.toLowerCase()))[seen];
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          resolve();
        };
        this.waiters.add(wake);
        setTimeout(wake, 500);
      });
    }
  }

  countTo(address: string): number {
    return this.mails.filter((m) => m.to.includes(address.toLowerCase())).length;
  }
}
