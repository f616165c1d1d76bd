import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { saveChannel } from '../src/messenger/channelSettings.js';
import { pushEmailMigration } from '../src/users/pushEmailMigration.js';
import { describeEachDatabase, expectOk, expectRefusal, freshEmail, TEST_DATABASE_URL, type TestServer, useServer, whoAmI } from './harness.js';
import { alertFor, subscriber } from './messengerFakes.js';
import { pushEmailCode } from './pushEmailSteps.js';

describeEachDatabase('push e-mail confirmation', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  beforeAll(() => {
    s = server();
  });

  const ask = (token: string, email: string, lang = 'en') => s.call('/api/user/update/push/email', { email }, { token, headers: { 'accept-language': lang } });
  const confirm = (token: string, code: string) => s.call('/api/user/confirm/push/email', { code }, { token });
  const pending = async (token: string) => expectOk(await s.call('/api/user/pending/push/email', {}, { token })).pending;
  const mailsTo = (address: string) => s.mail.sent.filter((m) => m.to === address);
  const codeFor = (address: string) => pushEmailCode(s.mail.lastTo(address).subject);
  const signInAddress = async (userid: string) =>
    (await s.services.db.selectFrom('users').select('email').where('userid', '=', userid).executeTakeFirstOrThrow()).email as string;
  /** A member with e-mail delivery on, to the address they sign in with (confirmed by that sign-in). */
  const mailedMember = async () => {
    const member = await subscriber(s);
    expectOk(await s.call('/api/messenger/channel/update', { channel: 'email', mode: 'on' }, { token: member.token }));
    return { ...member, email: await signInAddress(member.userid) };
  };
  const alert = async (userid: string) => {
    await s.app.messenger.deliver([alertFor(userid)]);
    await s.app.messenger.settled();
  };
  const alertMailsTo = (address: string) => mailsTo(address).filter((m) => m.subject.startsWith('SignalDesk alert'));
  /** Another code than this one, for a wrong guess that is wrong for sure. */
  const otherThan = (code: string) => (code === '1000' ? '1001' : '1000');

  it('mails a code to the new address saying who asked and how to ignore it, and mails no alert there until it is confirmed', async () => {
    const member = await mailedMember();
    const address = freshEmail('new-push');
    const asked = expectOk(await ask(member.token, address));
    expect(asked.pending).toEqual({ email: address, expiresAt: s.clock.now() + 300 });
    expect(asked.user).toMatchObject({ pushemail: member.email, pushemailConfirmed: true });
    expect(await pending(member.token)).toEqual(asked.pending);

    const [mail] = mailsTo(address);
    expect(mailsTo(address)).toHaveLength(1);
    expect(mail?.subject).toMatch(/^\d{4} confirms this address for SignalDesk alerts$/);
    expect(mail?.text).toContain(`(${member.email}) asked SignalDesk to send their trading alerts to this address.`);
    expect(mail?.text).toContain('If you do not know this request, ignore this mail');
    expect(mail?.html).toContain(`<b>${codeFor(address)}</b>`);

    await alert(member.userid);
    expect(alertMailsTo(address)).toHaveLength(0);
    expect(alertMailsTo(member.email)).toHaveLength(1);
  });

  it('writes the mail in the member’s language', async () => {
    const member = await subscriber(s);
    const address = freshEmail('zh-push');
    expectOk(await ask(member.token, address, 'zh-CN'));
    const mail = s.mail.lastTo(address);
    expect(mail.subject).toMatch(/^\d{4} 用于确认此邮箱接收 SignalDesk 提醒$/);
    expect(mail.text).toContain('请求 SignalDesk 将其交易提醒发送到此邮箱');
    expect(mail.text).toContain('请忽略此邮件');
  });

  it('makes the address the push address once the right code comes back, and alert mail then arrives there', async () => {
    const member = await mailedMember();
    const address = freshEmail('confirmed-push');
    expectOk(await ask(member.token, address));
    const code = codeFor(address);
    const { user } = expectOk(await confirm(member.token, code));
    expect(user).toMatchObject({ pushemail: address, pushemailConfirmed: true });
    expect(expectOk(await whoAmI(s, member.token)).user).toMatchObject({ pushemail: address, pushemailConfirmed: true });
    expect(await pending(member.token)).toBeNull();
    expect(expectOk(await s.call('/api/messenger/channel/list', {}, { token: member.token })).email).toEqual({ mode: 'on', address, confirmed: true, available: true });

    await alert(member.userid);
    expect(alertMailsTo(address)).toHaveLength(1);
    expect(alertMailsTo(member.email)).toHaveLength(0);
    // The code is spent.
    expectRefusal(await confirm(member.token, code), 422, 'codeExpired');
  });

  it('refuses wrong codes, five tries to a code, and a new code brings new tries', async () => {
    const member = await subscriber(s);
    const address = freshEmail('guessed-push');
    expectOk(await ask(member.token, address));
    const code = codeFor(address);
    for (let i = 0; i < 5; i += 1) {
      expect(expectRefusal(await confirm(member.token, otherThan(code)), 422, 'codeWrong').body.field).toBe('code');
    }
    const exhausted = expectRefusal(await confirm(member.token, code), 429, 'codeTriesExceeded');
    expect(Number(exhausted.headers['retry-after'])).toBeGreaterThan(0);
    expectRefusal(await confirm(member.token, '12a4'), 422, 'codeWrong');
    expect(expectOk(await whoAmI(s, member.token)).user.pushemail).not.toBe(address);

    s.clock.advance(60);
    expectOk(await ask(member.token, address));
    expect(mailsTo(address)).toHaveLength(2);
    expect(expectOk(await confirm(member.token, codeFor(address))).user.pushemail).toBe(address);
  });

  it('refuses an expired code, and a code when nothing is pending', async () => {
    const member = await subscriber(s);
    expectRefusal(await confirm(member.token, '1234'), 422, 'codeExpired');
    const address = freshEmail('late-push');
    expectOk(await ask(member.token, address));
    s.clock.advance(301);
    expect(await pending(member.token)).toBeNull();
    expectRefusal(await confirm(member.token, codeFor(address)), 422, 'codeExpired');
  });

  it('never lets a member confirm with the code of another member’s request', async () => {
    const first = await subscriber(s);
    const second = await subscriber(s);
    const wanted = freshEmail('wanted-push');
    expectOk(await ask(first.token, wanted));
    const firstCode = codeFor(wanted);

    expectRefusal(await confirm(second.token, firstCode), 422, 'codeExpired');
    const own = freshEmail('own-push');
    expectOk(await ask(second.token, own));
    await confirm(second.token, firstCode);
    // Whatever the second member's own code is, the first one's address never becomes theirs.
    const secondUser = expectOk(await whoAmI(s, second.token)).user;
    expect(secondUser.pushemail).not.toBe(wanted);

    expect(expectOk(await confirm(first.token, firstCode)).user.pushemail).toBe(wanted);
  });

  it('sends one code a minute per member, a few a day to one address whoever asks, and ten a day per member', async () => {
    const member = await subscriber(s);
    const address = freshEmail('busy-push');
    expectOk(await ask(member.token, address));
    const soon = expectRefusal(await ask(member.token, address), 429, 'emailSendTooSoon');
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);

    for (let i = 1; i < 5; i += 1) expectOk(await ask((await subscriber(s)).token, address));
    const busy = expectRefusal(await ask((await subscriber(s)).token, address), 429, 'pushEmailAddressBusy');
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(3600);
    expect(mailsTo(address)).toHaveLength(5);

    const sender = await subscriber(s);
    for (let i = 0; i < 10; i += 1) {
      expectOk(await ask(sender.token, freshEmail('many-push')));
      s.clock.advance(60);
    }
    expectRefusal(await ask(sender.token, freshEmail('many-push')), 429, 'tooManyRequests');
  });

  it('cancels a pending change without a mail when the member asks for the confirmed address again', async () => {
    const member = await mailedMember();
    expectOk(await ask(member.token, freshEmail('changed-mind')));
    const before = s.mail.sent.length;
    const answer = expectOk(await ask(member.token, member.email.toUpperCase()));
    expect(answer.pending).toBeNull();
    expect(answer.user).toMatchObject({ pushemail: member.email, pushemailConfirmed: true });
    expect(await pending(member.token)).toBeNull();
    expect(s.mail.sent).toHaveLength(before);
  });

  it('treats an address saved before confirmation existed as unconfirmed: no alert mail, and e-mail cannot be switched on', async () => {
    const member = await subscriber(s);
    const legacy = freshEmail('legacy-push');
    await s.services.db.updateTable('users').set({ pushemail: legacy, pushemail_confirmed: 0 }).where('userid', '=', member.userid).execute();
    await saveChannel(s.services.db, member.userid, 'email', 'on', 'en');

    expect(expectOk(await whoAmI(s, member.token)).user).toMatchObject({ pushemail: legacy, pushemailConfirmed: false });
    const settings = expectOk(await s.call('/api/messenger/channel/list', {}, { token: member.token }));
    expect(settings.email).toEqual({ mode: 'on', address: legacy, confirmed: false, available: true });
    await alert(member.userid);
    expect(mailsTo(legacy)).toHaveLength(0);
    const [delivery] = await s.services.db.selectFrom('messenger_deliveries').selectAll().where('userid', '=', member.userid).execute();
    expect(delivery).toMatchObject({ channel: 'email', outcome: 'failed', attempts: 1 });
    expectRefusal(await s.call('/api/messenger/channel/update', { channel: 'email', mode: 'silent' }, { token: member.token }), 422, 'pushEmailUnconfirmed');

    // The same address is confirmed like a new one.
    expectOk(await ask(member.token, legacy));
    expect(expectOk(await confirm(member.token, codeFor(legacy))).user).toMatchObject({ pushemail: legacy, pushemailConfirmed: true });
  });
});

/** The migration on a users table as it stood before it: only the sign-in address counts as confirmed. */
describeEachDatabase('push e-mail migration', (kind) => {
  let db: Kysely<unknown>;
  let close: () => Promise<void>;
  const schema = `push_email_migration_${process.pid}`;

  beforeAll(async () => {
    if (kind === 'sqlite') {
      db = new Kysely({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
      close = () => db.destroy();
    } else {
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE; CREATE SCHEMA "${schema}"`);
      await admin.end();
      db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schema}` }) }) });
      close = async () => {
        await sql.raw(`DROP SCHEMA "${schema}" CASCADE`).execute(db);
        await db.destroy();
      };
    }
  });
  afterAll(async () => {
    await close?.();
  });

  it('confirms the address an account signs in with, in any case, and no other', async () => {
    await db.schema
      .createTable('users')
      .addColumn('userid', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text')
      .addColumn('pushemail', 'text')
      .execute();
    const rows = [
      { userid: 'same', email: 'trader@example.test', pushemail: 'trader@example.test' },
      { userid: 'case', email: 'case@example.test', pushemail: 'Case@Example.test' },
      { userid: 'other', email: 'owner@example.test', pushemail: 'someone-else@example.test' },
      { userid: 'wechat', email: null, pushemail: 'wechat@example.test' },
      { userid: 'none', email: 'none@example.test', pushemail: null },
    ];
    await sql`INSERT INTO users (userid, email, pushemail) VALUES ${sql.join(rows.map((r) => sql`(${r.userid}, ${r.email}, ${r.pushemail})`))}`.execute(db);
    await pushEmailMigration.up(db);
    const after = await sql<{ userid: string; pushemail_confirmed: number }>`SELECT userid, pushemail_confirmed FROM users ORDER BY userid`.execute(db);
    expect(Object.fromEntries(after.rows.map((r) => [r.userid, Number(r.pushemail_confirmed)]))).toEqual({ same: 1, case: 1, other: 0, wechat: 0, none: 0 });
    const codes = await sql<{ n: number }>`SELECT count(*) AS n FROM push_email_codes`.execute(db);
    expect(Number(codes.rows[0]?.n)).toBe(0);
  });
});
