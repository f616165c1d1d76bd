import { type Call, MESSAGES } from '@signaldesk/contract';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { CSV_IMPORT_BODY_BYTES } from '../src/watchlists/routes.js';
import { ALL_CALLS, validBody } from './callFixtures.js';
import {
  type Answer,
  describeEachDatabase,
  freshToken,
  quickUser,
  type SignedIn,
  toAnswer,
  signInSuper,
  snapshotDatabase,
  type TestServer,
  useServer,
} from './harness.js';

const WRONG_VALUES: unknown[] = [12345, 'text', true, [], null, {}, 'x'.repeat(5_000), -1];
const GENERIC_KEYS = new Set(['invalidField', 'unknownField']);

interface Attempt {
  label: string;
  /** The field the answer must name; undefined when the whole body is wrong. */
  field?: string;
  payload: string;
  contentType?: string;
}

function fieldsOf(call: Call): string[] {
  return call.body instanceof z.ZodObject ? Object.keys(call.body.shape) : [];
}

/** Where zod itself says the first problem is, so a refinement on another field is named truthfully. */
function firstIssueField(call: Call, body: unknown): string | undefined {
  const parsed = call.body.safeParse(body);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  if (!issue) return 'body';
  if (issue.code === 'unrecognized_keys') return [...issue.path, issue.keys[0]].join('.');
  return issue.path.length > 0 ? issue.path.join('.') : 'body';
}

function attemptsFor(call: Call, valid: Record<string, unknown>): Attempt[] {
  const attempts: Attempt[] = [];
  const asJson = (label: string, body: unknown) => {
    const field = firstIssueField(call, body);
    // A variant the schema accepts (an optional field left out) is not bad input.
    if (field !== undefined) attempts.push({ label, field, payload: JSON.stringify(body) });
  };
  for (const key of fieldsOf(call)) {
    const { [key]: _dropped, ...missing } = valid;
    asJson(`missing ${key}`, missing);
    for (const wrong of WRONG_VALUES) asJson(`${key} = ${JSON.stringify(wrong).slice(0, 20)}`, { ...valid, [key]: wrong });
  }
  asJson('unknown extra field', { ...valid, isAdmin: true });
  asJson('JSON array body', [valid]);
  asJson('JSON string body', 'text');
  asJson('JSON number body', 42);
  attempts.push({ label: 'not JSON', payload: '{"a": 1,', field: 'body' });
  attempts.push({ label: 'prototype pollution', payload: `{"__proto__": {"role": "super"}, "constructor": {"prototype": {"x": 1}}}` });
  attempts.push({ label: 'form encoded', payload: 'a=1', contentType: 'application/x-www-form-urlencoded' });
  // Past the largest body any call takes, a watchlist's CSV import.
  attempts.push({ label: 'oversized', payload: JSON.stringify({ ...valid, padding: 'x'.repeat(CSV_IMPORT_BODY_BYTES) }) });
  return attempts;
}

function expectCleanRefusal(res: Answer, attempt: Attempt, where: string) {
  expect(res.status, where).toBeGreaterThanOrEqual(400);
  expect(res.status, where).toBeLessThan(500);
  expect(res.body, where).toBeTypeOf('object');
  expect(Object.keys(res.body).sort(), where).toEqual(expect.arrayContaining(['code', 'key', 'msg']));
  for (const key of Object.keys(res.body)) expect(['code', 'msg', 'key', 'field'], where).toContain(key);
  expect(res.body.code, where).toBe(res.status);
  expect(Object.keys(MESSAGES), where).toContain(res.body.key);
  expect(res.body.msg, where).toBeTypeOf('string');
  expect(res.text, where).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+|"stack"/);
  if (attempt.field && attempt.field !== 'body') {
    expect(res.body.field, where).toBe(attempt.field);
    // Generic texts must spell the field out; the product's own texts name it in words (e.g. "Nickname is empty").
    if (GENERIC_KEYS.has(res.body.key)) expect(res.body.msg, where).toContain(attempt.field);
  }
}

describeEachDatabase('bad input', (kind) => {
  const server = useServer(kind, {
    env: {
      WECHAT_TOKEN: 'bad-input-token',
      TELEGRAM_BOT_TOKEN: '1:bad-input',
      TELEGRAM_API_ROOT: 'http://127.0.0.1:9',
      // Thousands of bad bodies from one administrator in well under a minute: far past any trader's pace.
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  let s: TestServer;
  let admin: SignedIn;
  let victimUserid: string;
  beforeAll(async () => {
    s = server();
    admin = await signInSuper(s);
    victimUserid = (await quickUser(s)).userid;
  });

  it('takes an empty body as {} for calls without fields', async () => {
    const token = await freshToken(s, admin.user.userid);
    // Logout ends the session and the free trial is granted once; the tickets test sends the trial its empty body.
    const once = ['/api/auth/logout', '/api/ticket/trial'];
    for (const { call } of ALL_CALLS.filter((c) => fieldsOf(c.call).length === 0 && !once.includes(c.call.path))) {
      const res = await s.app.inject({
        method: 'POST',
        url: call.path,
        payload: '',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      const noBody = await s.app.inject({ method: 'POST', url: call.path, headers: { authorization: `Bearer ${token}` } });
      // WeChat apply answers 200 here too: this suite turns WeChat on.
      expect(res.statusCode, `${call.path}: ${res.body}`).toBe(200);
      expect(noBody.statusCode, `${call.path}: ${noBody.body}`).toBe(200);
    }
  });

  it('has attempts that a schema really refuses for every call', () => {
    for (const { call } of ALL_CALLS) {
      const attempts = attemptsFor(call, {});
      expect(attempts.length, call.path).toBeGreaterThanOrEqual(5);
    }
  });

  for (const { name, call } of ALL_CALLS) {
    it(`${name} (${call.path}) refuses bad bodies with a 4xx naming the field and changes nothing`, async () => {
      const valid = await validBody(call, { server: s, victimUserid });
      expect(call.body.safeParse(valid).success, 'the fixture body is valid').toBe(true);
      const token = await freshToken(s, admin.user.userid);
      const before = await snapshotDatabase(s);
      for (const attempt of attemptsFor(call, valid)) {
        const response = await s.app.inject({
          method: 'POST',
          url: call.path,
          payload: attempt.payload,
          headers: { authorization: `Bearer ${token}`, 'content-type': attempt.contentType ?? 'application/json' },
        });
        const res = toAnswer(response);
        expectCleanRefusal(res, attempt, `${call.path} with ${attempt.label}: ${res.text.slice(0, 300)}`);
        if (attempt.label === 'oversized') expect(res.status).toBe(413);
        if (attempt.label === 'not JSON') expect(res.body.key).toBe('badJson');
      }
      expect(await snapshotDatabase(s), 'the database is unchanged').toEqual(before);

      // Control: the same call with its valid body, sent the way browsers do, gets past parsing.
      const control = await s.app.inject({
        method: 'POST',
        url: call.path,
        payload: JSON.stringify(valid),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json; charset=UTF-8' },
      });
      // A business refusal (an unknown code, ticket or session) is fine; a refusal of the body itself is not.
      expect([400, 413, 415], `${call.path} control: ${control.body}`).not.toContain(control.statusCode);
      expect(['invalidField', 'unknownField', 'badJson'], `${call.path} control: ${control.body}`).not.toContain(
        control.json().key,
      );
      expect(control.statusCode, control.body).toBeLessThan(500);
    });
  }
});
