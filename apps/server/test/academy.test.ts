import { MESSAGES } from '@signaldesk/contract';
import { beforeAll, expect, it } from 'vitest';
import {
  describeEachDatabase,
  expectOk,
  expectRefusal,
  signIn,
  signInSuper,
  type SignedIn,
  type TestServer,
  signInMember,
  useServer,
} from './harness.js';

const ZH = { 'accept-language': 'zh-CN' };

describeEachDatabase('academy', (kind) => {
  const server = useServer(kind);
  let s: TestServer;
  let admin: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;
  let plain: SignedIn;

  const member = () => signInMember(s, admin.token);
  const call = (path: string, body: unknown, who: SignedIn | null, headers: Record<string, string> = {}) =>
    s.call(`/api/academy/course/${path}`, body, { token: who?.token, headers });
  const catalogue = async (who: SignedIn, headers: Record<string, string> = {}) => expectOk(await call('list', {}, who, headers));
  // biome-ignore lint/suspicious/noExplicitAny: entries are read loosely
  const entry = async (who: SignedIn, id: string) => (await catalogue(who)).list.find((course: any) => course.id === id);
  const save = (who: SignedIn, courseId: string, currentStep: number, headers: Record<string, string> = {}) =>
    call('progress', { courseId, currentStep }, who, headers);

  beforeAll(async () => {
    s = server();
    admin = await signInSuper(s);
    alice = await member();
    bob = await member();
    plain = await signIn(s);
  });

  it('lists every course in the request language with its outline, the content version and no progress yet', async () => {
    const en = await catalogue(alice);
    const zh = await catalogue(alice, ZH);
    expect(en.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(zh.version).toBe(en.version);
    expect(en.list.length).toBeGreaterThanOrEqual(11);
    const matrix = en.list.find((course: { id: string }) => course.id === 'matrix-waves');
    expect(matrix).toMatchObject({
      title: 'The matrix and the waves',
      category: 'indicators',
      color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      duration: 120,
      totalSteps: 10,
      featured: true,
      role: 'user',
      progress: { currentStep: 0, completed: false },
    });
    expect(matrix.steps).toHaveLength(10);
    expect(matrix.steps[0]).toEqual({ order: 1, title: 'Preface', subtitle: 'Four instruments, one picture' });
    const zhMatrix = zh.list.find((course: { id: string }) => course.id === 'matrix-waves');
    expect(zhMatrix.title).toBe('矩阵与波浪');
    expect(zhMatrix.steps[9].title).toBe('海底捞月');
  });

  it('serves a course with its steps in the request language', async () => {
    const en = expectOk(await call('detail', { courseId: 'beginner-guide' }, alice));
    expect(en.course).toMatchObject({ id: 'beginner-guide', totalSteps: 3, progress: { currentStep: 0, completed: false } });
    expect(en.steps).toHaveLength(3);
    expect(en.steps[1]).toMatchObject({ order: 2, title: 'Breadth versus depth' });
    expect(en.steps[1].content).toContain('{#breadth-versus-depth}');
    const zh = expectOk(await call('detail', { courseId: 'beginner-guide' }, alice, ZH));
    expect(zh.steps[1].title).toBe('广度与深度');
    expect(zh.steps[1].content).toContain('{#breadth-versus-depth}');
  });

  it('saves the step per trader, marks the course completed at its last step and keeps it completed on re-reading', async () => {
    expect(expectOk(await save(alice, 'option-guide', 1)).progress).toEqual({ currentStep: 1, completed: false });
    expect((await entry(alice, 'option-guide')).progress).toEqual({ currentStep: 1, completed: false });
    expect((await entry(bob, 'option-guide')).progress).toEqual({ currentStep: 0, completed: false });

    expect(expectOk(await save(alice, 'option-guide', 3)).progress).toEqual({ currentStep: 3, completed: true });
    expect((await entry(alice, 'option-guide')).progress).toEqual({ currentStep: 3, completed: true });

    expect(expectOk(await save(alice, 'option-guide', 0)).progress).toEqual({ currentStep: 0, completed: true });
    const detail = expectOk(await call('detail', { courseId: 'option-guide' }, alice));
    expect(detail.course.progress).toEqual({ currentStep: 0, completed: true });
    expect((await entry(bob, 'option-guide')).progress).toEqual({ currentStep: 0, completed: false });
  });

  it('stores the progress row with the course length and the time it was saved', async () => {
    s.clock.advance(60);
    expectOk(await save(bob, 'matrix-waves', 4));
    const row = await s.services.db
      .selectFrom('academy_progress')
      .selectAll()
      .where('userid', '=', bob.user.userid)
      .where('course_id', '=', 'matrix-waves')
      .executeTakeFirstOrThrow();
    expect({ ...row, current_step: Number(row.current_step), total_steps: Number(row.total_steps), completed: Number(row.completed) }).toEqual({
      userid: bob.user.userid,
      course_id: 'matrix-waves',
      current_step: 4,
      total_steps: 10,
      completed: 0,
      updated_at: expect.anything(),
    });
    expect(Number(row.updated_at)).toBe(s.clock.now());
  });

  it('refuses an unknown course and a step beyond the course, in both languages', async () => {
    const missing = expectRefusal(await call('detail', { courseId: 'no-such-course' }, alice), 404, 'courseNotFound');
    expect(missing.body.msg).toBe(MESSAGES.courseNotFound.en);
    expect(expectRefusal(await save(alice, 'no-such-course', 1, ZH), 404, 'courseNotFound').body.msg).toBe(MESSAGES.courseNotFound.zh);
    expectRefusal(await call('detail', { courseId: '  ' }, alice), 422, 'courseNotFound');

    const beyond = expectRefusal(await save(alice, 'beginner-guide', 4), 422, 'courseStepOutOfRange');
    expect(beyond.body).toMatchObject({ msg: MESSAGES.courseStepOutOfRange.en, field: 'currentStep' });
    expect(expectRefusal(await save(alice, 'beginner-guide', -1, ZH), 422, 'courseStepOutOfRange').body.msg).toBe(
      MESSAGES.courseStepOutOfRange.zh,
    );
    expectRefusal(await save(alice, 'beginner-guide', 1.5), 422, 'courseStepOutOfRange');
    expectRefusal(await call('progress', { courseId: 'beginner-guide', currentStep: 1, extra: true }, alice), 422, 'unknownField');
    expect((await entry(alice, 'beginner-guide')).progress).toEqual({ currentStep: 0, completed: false });
  });

  it('lets only signed-in members in, as the route table says', async () => {
    for (const [path, body] of [
      ['list', {}],
      ['detail', { courseId: 'beginner-guide' }],
      ['progress', { courseId: 'beginner-guide', currentStep: 1 }],
    ] as const) {
      expectRefusal(await call(path, body, null), 401, 'unauthorized');
      expectRefusal(await call(path, body, plain), 403, 'forbidden');
    }
    expect((await catalogue(admin)).list.length).toBeGreaterThanOrEqual(11);
  });
});
