import { LIMITS, type Language } from '@signaldesk/contract';
import { escapeHtml } from '../../mail/escapeHtml.js';
import type { Mail } from '../../mail/mailer.js';

const WORDS = {
  en: {
    subject: (code: string) => `${code} is your SignalDesk sign-in code`,
    lead: 'Your sign-in code is',
    valid: `It is valid for ${LIMITS.emailCodeTtlSeconds / 60} minutes and can be used once.`,
    link: 'Or sign in directly with this link:',
    ignore: 'If you did not ask to sign in, ignore this mail; nobody can sign in without the code.',
  },
  zh: {
    subject: (code: string) => `${code} 是您的 SignalDesk 登录验证码`,
    lead: '您的登录验证码是',
    valid: `验证码 ${LIMITS.emailCodeTtlSeconds / 60} 分钟内有效，仅可使用一次。`,
    link: '也可以直接点击以下链接登录：',
    ignore: '如果这不是您本人的操作，请忽略此邮件；没有验证码任何人都无法登录。',
  },
} as const;

export function loginMail(to: string, code: string, link: string, lang: Language): Mail {
  const w = WORDS[lang];
  return {
    to,
    subject: w.subject(code),
    text: `${w.lead} ${code}\n${w.valid}\n\n${w.link}\n${link}\n\n${w.ignore}\n`,
    html: `<p>${w.lead}</p><p style="font-size:28px;letter-spacing:6px"><b>${code}</b></p><p>${w.valid}</p><p>${w.link}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p style="color:#888">${w.ignore}</p>`,
  };
}
