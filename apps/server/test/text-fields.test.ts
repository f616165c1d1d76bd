/**
 * Every call of the contract with a NUL and a lone surrogate in each string field its schema declares, as every
 * role, on both databases: PostgreSQL stores neither, so each must be refused as input and never reach a query.
 */
import { type AccountRole, type Call, MESSAGES, type Role, ROLES, roleLevel } from '@signaldesk/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { COSTLY_CALLS_PER_MINUTE } from '../src/http/rateLimits.js';
import { ALL_CALLS, validBody } from './callFixtures.js';
import {
  activateTicket,
  describeEachDatabase,
  dispatchTickets,
  expectOk,
  freshIp,
  quickUser,
  setRole,
  signInSuper,
  type SignedIn,
  type TestServer,
  useServer,
} from './harness.js';

const NOT_TEXT = { NUL: '\u0000', 'lone surrogate': '\ud800' } as const;

type Path = string[];

/**
 * The paths of every field that takes a string, through optional, default, union, array and record wrappers. An
 * array's element is its first; a record's value sits under an invented key.
 */
function stringFields(schema: z.core.$ZodType, path: Path = []): Path[] {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return [path];
    case 'enum':
      return Object.values(def.entries).some((value) => typeof value === 'string') ? [path] : [];
    case 'literal':
      return def.values.some((value) => typeof value === 'string') ? [path] : [];
    case 'object':
      return Object.entries(def.shape).flatMap(([key, field]) => stringFields(field, [...path, key]));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return stringFields(def.innerType, path);
    case 'array':
      return stringFields(def.element, [...path, '0']);
    case 'union':
      return def.options.flatMap((option) => stringFields(option, path));
    case 'intersection':
      return [...stringFields(def.left, path), ...stringFields(def.right, path)];
    case 'tuple':
      return def.items.flatMap((item, index) => stringFields(item, [...path, String(index)]));
    case 'record':
      return stringFields(def.valueType, [...path, 'invented']);
    case 'pipe':
      // A preprocessed field declares what it takes on the way out.
      return stringFields(def.in._zod.def.type === 'transform' ? def.out : def.in, path);
    case 'lazy':
      return stringFields(def.getter(), path);
    default:
      return [];
  }
}

function uniquePaths(paths: Path[]): Path[] {
  return [...new Map(paths.map((path) => [path.join('.'), path])).values()];
}

/** The body with one value set at a path, the objects and arrays on the way made when the body has none. */
function withValueAt(body: Record<string, unknown>, path: Path, value: string): Record<string, unknown> {
  const copy = structuredClone(body);
  let holder: Record<string, unknown> = copy;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      holder[key] = value;
      return;
    }
    const next = holder[key];
    const nextIsIndex = /^\d+$/.test(path[index + 1] as string);
    if (typeof next !== 'object' || next === null || Array.isArray(next) !== nextIsIndex) holder[key] = nextIsIndex ? [] : {};
    holder = holder[key] as Record<string, unknown>;
  });
  return copy;
}

const WALKED = ALL_CALLS.map(({ name, call }) => ({ name, call, fields: uniquePaths(stringFields(call.body)) }));

describeEachDatabase('text fields', (kind) => {
  const server = useServer(kind, {
    env: {
      WECHAT_TOKEN: 'text-fields-token',
      TELEGRAM_BOT_TOKEN: '1:text-fields',
      TELEGRAM_API_ROOT: 'http://127.0.0.1:9',
      // Tens of thousands of calls in a few minutes: far past any trader's pace.
      RATE_LIMIT_PER_MINUTE: '10000000',
    },
  });
  let s: TestServer;
  let admin: SignedIn;
  let victimUserid: string;
  const seen = { calls: 0, fields: 0, requests: 0, serverErrors: 0 };

  /** A new account holding a role: a plain account, raised by a ticket or by the administrator. */
  async function holderOf(role: AccountRole): Promise<string> {
    const { userid, token } = await quickUser(s);
    if (role === 'member' || role === 'vip') {
      const [ticket] = await dispatchTickets(s, admin.token, role === 'member' ? 100 : 2000);
      expectOk(await activateTicket(s, token, ticket as string));
    }
    if (role === 'manager' || role === 'super') await setRole(s, admin.token, userid, role);
    return token;
  }

  const holders = new Map<string, Promise<string>>();
  const sent = new Map<string, number>();
  /**
   * A token of someone holding the role. A costly call counts per account (60 seeks a minute, say), so it gets a
   * new account each time one has used up its minute.
   */
  function tokenFor(role: AccountRole, path: string): Promise<string> {
    const costly = COSTLY_CALLS_PER_MINUTE.get(path);
    const turn = `${role}:${path}`;
    const count = sent.get(turn) ?? 0;
    sent.set(turn, count + 1);
    const key = costly === undefined ? role : `${turn}:${Math.floor(count / costly)}`;
    let holder = holders.get(key);
    if (!holder) {
      holder = holderOf(role);
      holders.set(key, holder);
    }
    return holder;
  }

  beforeAll(async () => {
    s = server();
    admin = await signInSuper(s);
    victimUserid = (await quickUser(s)).userid;
  });

  afterAll(() => {
    console.info(
      `[text fields, ${kind}] ${seen.calls} calls × ${seen.fields} string fields in all × ${ROLES.length} roles × ${Object.keys(NOT_TEXT).length} values: ${seen.requests} requests, ${seen.serverErrors} answered 5xx`,
    );
  });

  it('finds string fields to walk in most calls', () => {
    expect(WALKED.filter((walked) => walked.fields.length > 0).length).toBeGreaterThan(ALL_CALLS.length / 2);
  });

  for (const { name, call, fields } of WALKED.filter((walked) => walked.fields.length > 0)) {
    it(`${name} (${call.path}) refuses a NUL and a lone surrogate in each of its ${fields.length} string fields, by field, as every role`, async () => {
      const valid = await validBody(call, { server: s, victimUserid });
      const failures: string[] = [];
      const serverErrors: string[] = [];
      for (const path of fields) {
        const field = path.join('.');
        const attempts = Object.entries(NOT_TEXT).flatMap(([label, value]) => ROLES.map((role) => ({ label, value, role })));
        await Promise.all(
          attempts.map(async ({ label, value, role }) => {
            const token = role === 'none' ? undefined : await tokenFor(role, call.path);
            const res = await s.call(call.path, withValueAt(valid, path, value), { token, ip: freshIp() });
            const problem = refusalProblem(call, role, field, res.status, res.body);
            const line = `${field} = ${label} as ${role}: ${problem} (${res.status} ${res.text.slice(0, 160)})`;
            if (res.status >= 500) serverErrors.push(line);
            if (problem) failures.push(line);
          }),
        );
      }
      seen.calls += 1;
      seen.fields += fields.length;
      seen.requests += fields.length * Object.keys(NOT_TEXT).length * ROLES.length;
      seen.serverErrors += serverErrors.length;
      expect(serverErrors.length, serverErrors.slice(0, 5).join('\n')).toBe(0);
      expect(failures.slice(0, 10), `${failures.length} wrong answers`).toEqual([]);
    });
  }
});

/** What is wrong with an answer to a string that is not text, or undefined when it is the right refusal. */
function refusalProblem(call: Call, role: Role, field: string, status: number, body: { key?: string; field?: string; msg?: string }): string | undefined {
  if (roleLevel(role) < roleLevel(call.role)) {
    // Who may not make the call never learns what its body held.
    return status === (role === 'none' ? 401 : 403) ? undefined : 'not refused by role';
  }
  if (status !== 422 || body.key !== 'notText') return 'not refused as text';
  if (body.field !== field) return `names ${body.field}`;
  if (body.msg !== MESSAGES.notText.en.replace('{{field}}', field)) return 'says something else';
  return undefined;
}
