import { type Language, LIMITS } from '@signaldesk/contract';
import { escapeHtml } from '../../mail/escapeHtml.js';
import type { Mail } from '../../mail/mailer.js';

const WRONG = LIMITS.emailFailuresBeforeLockout;

// The product does not know where the owner is, so the time names its zone: UTC in English, and Beijing time, which
// most Chinese readers live by, in Chinese.
const englishTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});
const chineseTime = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// The owner did not ask for this mail, so it says what happened, that it harmed nothing, and that doing nothing is safe.
const WORDS = {
  en: {
    subject: 'Wrong sign-in codes were entered for your SignalDesk account',
    happened: (email: string, until: number) =>
      `Someone entered ${WRONG} wrong sign-in codes for ${email}, so SignalDesk refuses codes for this address until ${englishTime.format(until * 1000)}.`,
    link: 'You can still sign in with this link, once, until then:',
    safe: 'The wrong codes signed nobody in. If it was not you, you do not need to do anything: only someone who reads this mailbox can use the link, and codes work again after that time.',
  },
  zh: {
    subject: '有人为您的 SignalDesk 账户输入了错误的登录验证码',
    happened: (email: string, until: number) =>
      `有人为 ${email} 输入了 ${WRONG} 次错误的登录验证码，因此在${chineseTime.format(until * 1000)}（北京时间，UTC+8）之前，SignalDesk 不接受此邮箱的验证码登录。`,
    link: '在此之前，您仍可使用以下链接登录（仅可使用一次）：',
    safe: '错误的验证码没有让任何人登录。如果这不是您本人的操作，您无需做任何事：只有能读取此邮箱的人才能使用该链接，到时验证码登录也会恢复。',
  },
} as const;

export interface LockoutMailRequest {
  to: string;
  /** When the code check opens again, epoch seconds; the link stops working then too. */
  until: number;
  link: string;
  /** The owner's language; unknown, the mail is written in both. */
  lang: Language | undefined;
}

export function lockoutMail({ to, until, link, lang }: LockoutMailRequest): Mail {
  const words = lang ? [WORDS[lang]] : [WORDS.en, WORDS.zh];
  const href = escapeHtml(link);
  return {
    to,
    subject: words.map((w) => w.subject).join(' / '),
    text: words.map((w) => `${w.happened(to, until)}\n\n${w.link}\n${link}\n\n${w.safe}\n`).join('\n'),
    html: words
      .map(
        (w) =>
          `<p>${escapeHtml(w.happened(to, until))}</p><p>${w.link}<br><a href="${href}">${href}</a></p><p style="color:#888">${w.safe}</p>`,
      )
      .join('<hr>'),
  };
}
