import { type Language, LIMITS } from '@signaldesk/contract';
import { escapeHtml } from '../mail/escapeHtml.js';
import type { Mail } from '../mail/mailer.js';

const MINUTES = LIMITS.emailCodeTtlSeconds / 60;

// The address may belong to someone who never heard of the member, so the mail says who asked and that doing
// nothing is safe.
const WORDS = {
  en: {
    subject: (code: string) => `${code} confirms this address for SignalDesk alerts`,
    asked: (who: string) => `${who} asked SignalDesk to send their trading alerts to this address.`,
    lead: 'To confirm it, they enter this code in their account settings:',
    valid: `The code is valid for ${MINUTES} minutes and can be used once.`,
    ignore: 'If you do not know this request, ignore this mail: nothing will be sent to this address unless the code is entered.',
  },
  zh: {
    subject: (code: string) => `${code} 用于确认此邮箱接收 SignalDesk 提醒`,
    asked: (who: string) => `${who} 请求 SignalDesk 将其交易提醒发送到此邮箱。`,
    lead: '对方需在账户设置中输入以下验证码以确认：',
    valid: `验证码 ${MINUTES} 分钟内有效，仅可使用一次。`,
    ignore: '如果您不了解此请求，请忽略此邮件：只要不输入验证码，此邮箱就不会收到任何提醒。',
  },
} as const;

export interface PushEmailMailRequest {
  to: string;
  code: string;
  /** Who asked, as the recipient can recognise them: the member's nickname and sign-in address. */
  requester: { username: string; email: string | null };
  lang: Language;
}

export function pushEmailMail({ to, code, requester, lang }: PushEmailMailRequest): Mail {
  const w = WORDS[lang];
  const who = requester.email ? `${requester.username} (${requester.email})` : requester.username;
  return {
    to,
    subject: w.subject(code),
    text: `${w.asked(who)}\n${w.lead} ${code}\n${w.valid}\n\n${w.ignore}\n`,
    html: `<p>${escapeHtml(w.asked(who))}</p><p>${w.lead}</p><p style="font-size:28px;letter-spacing:6px"><b>${code}</b></p><p>${w.valid}</p><p style="color:#888">${w.ignore}</p>`,
  };
}
