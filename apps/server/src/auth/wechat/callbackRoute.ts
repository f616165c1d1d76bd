import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../app/services.js';
import { AppError } from '../../http/AppError.js';
import { bindWechatCaptcha } from './wechatLogin.js';
import { validWechatSignature } from './signature.js';

/** Callbacks older or newer than this are refused, so a captured one cannot be replayed later. */
const MAX_CLOCK_SKEW_SECONDS = 300;

const signedQuery = z.object({
  signature: z.string().regex(/^[0-9a-fA-F]{40}$/),
  timestamp: z.string().regex(/^\d{1,12}$/),
  nonce: z.string().min(1).max(64),
  echostr: z.string().max(256).optional(),
});

const textMessage = z.object({
  xml: z.object({
    ToUserName: z.string(),
    FromUserName: z.string().min(1).max(128),
    MsgType: z.string(),
    Content: z.union([z.string(), z.number()]).optional(),
    MsgId: z.union([z.string(), z.number()]).optional(),
  }),
});

const parser = new XMLParser({ parseTagValue: false, processEntities: false });

/**
 * The platform's messages never declare a document type; a DOCTYPE or ENTITY only serves entity expansion (a
 * billion laughs) or external entities, and the parser throws on some of them, so they are refused unread.
 */
const DECLARATION = /<!(DOCTYPE|ENTITY)/i;

function parseMessage(body: unknown) {
  if (typeof body !== 'string') throw new AppError(400, 'badXml', {}, 'body');
  if (DECLARATION.test(body)) throw new AppError(400, 'xmlDeclarationRefused', {}, 'body');
  let parsed: unknown;
  try {
    parsed = parser.parse(body);
  } catch {
    throw new AppError(400, 'badXml', {}, 'body');
  }
  const message = textMessage.safeParse(parsed);
  if (!message.success) throw new AppError(400, 'badXml', {}, 'body');
  return message.data.xml;
}
const builder = new XMLBuilder({ cdataPropName: '__cdata' });

const REPLIES = {
  bound: '登录成功，请回到网页继续。Signed in: return to the web page to continue.',
  unknown: '验证码无效或已过期，请在网页上重新获取。The code is invalid or expired: get a new one on the web page.',
};

function checkSignature(services: Services, request: FastifyRequest) {
  const token = services.config.wechatToken;
  if (!token) throw new AppError(404, 'wechatDisabled');
  const query = signedQuery.safeParse(request.query);
  if (!query.success) throw new AppError(403, 'forbidden');
  const { signature, timestamp, nonce, echostr } = query.data;
  if (!validWechatSignature(token, timestamp, nonce, signature)) throw new AppError(403, 'forbidden');
  if (Math.abs(services.now() - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) throw new AppError(403, 'forbidden');
  return { echostr };
}

function reply(to: string, from: string, content: string, now: number): string {
  return builder.build({
    xml: {
      ToUserName: { __cdata: to },
      FromUserName: { __cdata: from },
      CreateTime: now,
      MsgType: { __cdata: 'text' },
      Content: { __cdata: content },
    },
  });
}

/** The official account's server calls here; a text message holding a live captcha binds its sender. */
export function registerWechatCallback(app: FastifyInstance, services: Services): void {
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.get('/api/wechat/callback', { config: { role: 'none' } }, async (request, res) => {
    const { echostr } = checkSignature(services, request);
    return res.type('text/plain').send(echostr ?? '');
  });

  app.post('/api/wechat/callback', { config: { role: 'none' } }, async (request, res) => {
    checkSignature(services, request);
    const { ToUserName, FromUserName, MsgType, Content, MsgId } = parseMessage(request.body);
    const now = services.now();
    if (MsgId !== undefined) {
      const fresh = await services.db
        .insertInto('wechat_messages')
        .values({ msgid: String(MsgId), received_at: now })
        .onConflict((c) => c.column('msgid').doNothing())
        .executeTakeFirst();
      // The platform retries a message it thinks went unanswered; the repeat gets an empty success.
      if (Number(fresh.numInsertedOrUpdatedRows ?? 0n) !== 1) return res.type('text/plain').send('success');
    }
    if (MsgType !== 'text' || Content === undefined) return res.type('text/plain').send('success');
    const bound = await bindWechatCaptcha(services, String(Content), FromUserName);
    return res.type('application/xml').send(reply(FromUserName, ToUserName, bound ? REPLIES.bound : REPLIES.unknown, now));
  });
}
