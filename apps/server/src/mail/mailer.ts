import nodemailer from 'nodemailer';

/** A file the HTML shows inline, as `<img src="cid:...">`. */
export interface InlineImage {
  filename: string;
  content: Buffer;
  contentType: string;
  cid: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: InlineImage[];
}

export interface SentMail extends Mail {
  sentAt: number;
}

export interface Mailer {
  /** Mail reaches the addressee's inbox; without a mail server it is only logged, and alerts are not sent by e-mail. */
  readonly delivers: boolean;
  send(mail: Mail): Promise<void>;
  /** Recent mail kept for the local outbox page; empty when mail goes out through SMTP. */
  outbox(): readonly SentMail[];
  close(): void;
}

const OUTBOX_SIZE = 50;

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    delivers: true,
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    outbox: () => [],
    close: () => transport.close(),
  };
}

/** Without SMTP the mail is logged, and kept for the outbox page where that page exists. */
export function logMailer(log: (line: string) => void, keep: boolean): Mailer {
  const sent: SentMail[] = [];
  return {
    delivers: false,
    async send(mail) {
      log(`mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
      if (!keep) return;
      sent.unshift({ ...mail, sentAt: Date.now() });
      sent.length = Math.min(sent.length, OUTBOX_SIZE);
    },
    outbox: () => sent,
    close: () => undefined,
  };
}
