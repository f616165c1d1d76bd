import { CHART_BLOCK_LANGUAGE, chartBlockSchema, HEADING_ANCHOR, isDuration, type Language } from '@signaldesk/contract';
import { findSymbol } from '@signaldesk/market-data/universe';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../../web/src/app/appRoutes.js';
import { type Academy, COURSE_LANGUAGES, type Course, loadAcademy } from './academyContent.js';
import { parseCourseFile } from './courseFile.js';

/** The courses the specification names (market-analysis.md §2 "Academy" and its in-content links). */
const SPEC_COURSES = [
  'options-greeks',
  'block-options',
  'matrix-waves',
  'april-plan',
  'behavioural-finance',
  'arbitrage-structure',
  'green-line-support',
  'desktop-assistant',
  'web-guide',
  'beginner-guide',
  'option-guide',
];

const MATRIX_STEPS = {
  en: [
    'Preface',
    'Dancing with the waves',
    'Heavyweight overbought',
    'Heavyweight oversold',
    'Trading inertia',
    'Fake waves',
    'Sky fire plain',
    'Water floods gold mountain',
    'A tree for the general',
    'Moon from the seabed',
  ],
  zh: ['前言', '与波共舞', '权重超买', '权重超卖', '交易惯性', '假波', '天火燎原', '水漫金山', '大树将军', '海底捞月'],
};

/** Pages outside /apps that the router serves (apps/web/src/app/router.tsx). */
const PAGES = new Set(['/download', '/qas', '/agreement', '/privacy', '/manual', '/wechat/contact']);
const QUOTE_KINDS = new Set(['folder', 'fav', 'label', 'filter']);
const QUOTE_FOLDERS = new Set(['all', 'us', 'hk', 'cn', 'usd', 'gf']);
const QUOTE_FILTERS = new Set(['index', 'etf', 'option']);

const LINK = /\]\(([^)\s]+)\)/g;
const FENCED_CHART = new RegExp(`^\`\`\`${CHART_BLOCK_LANGUAGE}\\s*\\n([\\s\\S]*?)\\n\`\`\``, 'gm');

function anchorsOf(course: Course, lang: Language): Set<string> {
  const anchors = new Set<string>();
  for (const step of course.text[lang].steps) {
    for (const line of step.content.split('\n')) {
      const anchor = /^#{3,6} /.test(line) ? HEADING_ANCHOR.exec(line)?.[1] : undefined;
      if (anchor) anchors.add(anchor);
    }
  }
  return anchors;
}

/** Why an in-app link would not open a screen, or null when it does (route table of router.tsx). */
function routeProblem(academy: Academy, link: string): string | null {
  const [path = '', anchor] = link.split('#');
  if (PAGES.has(path)) return null;
  const [, apps, appId, ...rest] = path.replace(/\/$/, '').split('/');
  if (apps !== 'apps' || !APP_ROUTES.some((route) => route.id === appId)) return 'no such app';
  if (appId === 'tick') return rest.length === 0 ? null : 'the tick view takes no path';
  if (appId === 'quote') {
    const [kind = '', value = '', symbol, duration, ...extra] = rest.map(decodeURIComponent);
    if (!QUOTE_KINDS.has(kind) || extra.length > 0) return 'not a quote route';
    if (kind === 'folder' && !QUOTE_FOLDERS.has(value)) return `unknown folder ${value}`;
    if (kind === 'filter' && !QUOTE_FILTERS.has(value)) return `unknown filter ${value}`;
    if (symbol && !findSymbol(symbol)) return `unknown symbol ${symbol}`;
    if (duration && !isDuration(duration)) return `unknown duration ${duration}`;
    return null;
  }
  if (appId === 'academy') {
    const [screen, courseId, step, ...extra] = rest;
    if ((screen === 'courses' || screen === 'guide') && !courseId) return null;
    if (screen !== 'course' || !courseId || extra.length > 0) return 'not an academy route';
    const course = academy.byId.get(courseId);
    if (!course) return `unknown course ${courseId}`;
    if (step !== undefined && !(Number(step) >= 1 && Number(step) <= course.meta.steps)) return `no step ${step}`;
    if (anchor && !anchorsOf(course, 'en').has(anchor)) return `no anchor ${anchor}`;
    return null;
  }
  return 'the academy links only to screens that exist';
}

describe('academy content', () => {
  let academy: Academy;

  beforeAll(async () => {
    academy = await loadAcademy();
  });

  it('holds every course the specification names, each in English and Chinese with complete front matter', () => {
    expect(academy.courses.map((course) => course.meta.id).sort()).toEqual([...SPEC_COURSES].sort());
    for (const course of academy.courses) {
      for (const lang of COURSE_LANGUAGES) {
        const text = course.text[lang];
        for (const field of [text.title, text.description, text.abstract]) expect(field.trim(), course.meta.id).not.toBe('');
        expect(text.steps).toHaveLength(course.meta.steps);
        expect(text.steps.map((step) => step.order)).toEqual(text.steps.map((_, i) => i + 1));
      }
    }
  });

  it('titles the Chinese text in Chinese and the English text in English', () => {
    const han = /\p{Script=Han}/u;
    for (const course of academy.courses) {
      const titles = (lang: Language) => [course.text[lang].title, ...course.text[lang].steps.map((step) => step.title)];
      expect(titles('zh').every((title) => han.test(title)), course.meta.id).toBe(true);
      expect(titles('en').some((title) => han.test(title)), course.meta.id).toBe(false);
    }
  });

  it('teaches the matrix and the waves in 10 steps and 120 minutes under the titles of the specification', () => {
    const course = academy.byId.get('matrix-waves');
    expect(course?.meta).toMatchObject({ steps: 10, duration: 120 });
    for (const lang of COURSE_LANGUAGES) expect(course?.text[lang].steps.map((step) => step.title)).toEqual(MATRIX_STEPS[lang]);
  });

  it('keeps the beginner guide’s breadth-versus-depth anchor in both languages', () => {
    const course = academy.byId.get('beginner-guide') as Course;
    for (const lang of COURSE_LANGUAGES) expect(anchorsOf(course, lang).has('breadth-versus-depth')).toBe(true);
  });

  it('gives both languages of a course the same anchors, links and charts', () => {
    const links = (course: Course, lang: Language) =>
      course.text[lang].steps.map((step) => [...step.content.matchAll(LINK)].map((m) => m[1]).join(' '));
    const charts = (course: Course, lang: Language) =>
      course.text[lang].steps.map((step) => [...step.content.matchAll(FENCED_CHART)].map((m) => m[1]).join(' '));
    for (const course of academy.courses) {
      expect([...anchorsOf(course, 'zh')], course.meta.id).toEqual([...anchorsOf(course, 'en')]);
      expect(links(course, 'zh'), course.meta.id).toEqual(links(course, 'en'));
      expect(charts(course, 'zh'), course.meta.id).toEqual(charts(course, 'en'));
    }
  });

  it('links only to screens the router serves, and charts only real symbols and durations', () => {
    const problems: string[] = [];
    let inApp = 0;
    let charts = 0;
    for (const course of academy.courses) {
      for (const lang of COURSE_LANGUAGES) {
        for (const step of course.text[lang].steps) {
          const where = `${course.meta.id}/${lang}.md step ${step.order}`;
          for (const [, link = ''] of step.content.matchAll(LINK)) {
            if (/^https:\/\//.test(link)) continue;
            inApp += 1;
            const problem = link.startsWith('/') ? routeProblem(academy, link) : 'neither an in-app path nor https';
            if (problem) problems.push(`${where}: ${link}: ${problem}`);
          }
          for (const [, body = ''] of step.content.matchAll(FENCED_CHART)) {
            charts += 1;
            const block = chartBlockSchema.safeParse(JSON.parse(body));
            if (!block.success) problems.push(`${where}: chart ${body}: ${block.error.message}`);
            else if (!findSymbol(block.data.symbol)) problems.push(`${where}: chart of unknown symbol ${block.data.symbol}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(inApp).toBeGreaterThan(40);
    expect(charts).toBeGreaterThan(5);
  });

  it('links to charts, the tick view and the courses the specification names', () => {
    const all = academy.courses.flatMap((course) => course.text.en.steps.map((step) => step.content)).join('\n');
    for (const link of [
      '/apps/academy/courses',
      '/apps/academy/course/beginner-guide#breadth-versus-depth',
      '/apps/academy/course/option-guide',
      '/apps/quote/folder/us/AAPL',
      '/apps/quote/folder/all/^GSPC/1wk/',
      '/apps/tick',
    ]) {
      expect(all).toContain(`](${link})`);
    }
  });

  it('states the teaching figures of the specification', () => {
    const text = (id: string) => academy.byId.get(id)?.text.en.steps.map((step) => step.content).join('\n') ?? '';
    expect(text('matrix-waves')).toMatch(/0\.5 to 0\.6[\s\S]*0\.8 to 1\.0/);
    expect(text('matrix-waves')).toMatch(/20 degrees/);
    expect(text('matrix-waves')).toMatch(/0 to 100/);
    expect(text('beginner-guide')).toMatch(/4\/4\/2[\s\S]*5\/3\/2[\s\S]*4\/2\/2\/1\/1/);
    expect(text('option-guide')).toMatch(/2 % of its price per week[\s\S]*4 % per month[\s\S]*11 % over the quarter/);
    expect(text('options-greeks')).toMatch(/Add 50 % each time the price halves/);
  });
});

/** Reading length a course's stated duration needs: English words and Chinese (Han) characters of its steps. */
const COURSE_MINIMUM = { en: 1500, zh: 2500 };
const MATRIX_MINIMUM = { en: 6000, zh: 10000 };
const ACADEMY_MINIMUM = { en: 20000, zh: 35000 };

/** The text a reader sees: chart blocks drawn as figures, links as their text, heading anchors hidden. */
function renderedText(content: string): string {
  return content
    .replace(FENCED_CHART, ' ')
    .replace(/\]\([^)\s]+\)/g, ']')
    .replace(/\s*\{#[a-z0-9-]+\}/g, '');
}

const englishWords = (text: string) => text.split(/\s+/).filter((token) => /[A-Za-z0-9]/.test(token)).length;
const hanCharacters = (text: string) => text.match(/\p{Script=Han}/gu)?.length ?? 0;

function courseLength(course: Course): Record<Language, number> {
  const text = (lang: Language) => course.text[lang].steps.map((step) => renderedText(step.content)).join('\n');
  return { en: englishWords(text('en')), zh: hanCharacters(text('zh')) };
}

/** The symbol of a quote-screen link (/apps/quote/<kind>/<value>/<symbol>/...), if it names one. */
function quoteLinkSymbol(link: string): string | undefined {
  const [, apps, app, , , symbol] = (link.split('#')[0] ?? '').split('/');
  return apps === 'apps' && app === 'quote' && symbol ? decodeURIComponent(symbol) : undefined;
}

describe('academy reading length and live examples', () => {
  let academy: Academy;

  beforeAll(async () => {
    academy = await loadAcademy();
  });

  it('gives every course the length its duration promises, in English words and Chinese characters', () => {
    const short: string[] = [];
    const total = { en: 0, zh: 0 };
    for (const course of academy.courses) {
      const length = courseLength(course);
      const minimum = course.meta.id === 'matrix-waves' ? MATRIX_MINIMUM : COURSE_MINIMUM;
      for (const lang of COURSE_LANGUAGES) {
        total[lang] += length[lang];
        if (length[lang] < minimum[lang]) short.push(`${course.meta.id} ${lang}: ${length[lang]} < ${minimum[lang]}`);
      }
    }
    expect(short).toEqual([]);
    expect(total.en).toBeGreaterThanOrEqual(ACADEMY_MINIMUM.en);
    expect(total.zh).toBeGreaterThanOrEqual(ACADEMY_MINIMUM.zh);
  });

  it('counts words by whitespace and characters by the Han script, on the text a reader sees', () => {
    const content = '### Two lines {#two}\n\nRead [the guide](/apps/academy/guide) — 10 > 30.\n\n```chart\n{"symbol":"AAPL","duration":"1d"}\n```\n\n均线金叉。';
    const text = renderedText(content);
    expect(text).not.toContain('AAPL');
    expect(text).not.toContain('/apps/academy/guide');
    expect(englishWords(text)).toBe(7);
    expect(hanCharacters(text)).toBe(4);
  });

  it('works an example on a live chart of a real symbol in every step', () => {
    const missing: string[] = [];
    for (const course of academy.courses) {
      for (const lang of COURSE_LANGUAGES) {
        for (const step of course.text[lang].steps) {
          const charted = [...step.content.matchAll(FENCED_CHART)].map(([, body = '']) => chartBlockSchema.safeParse(JSON.parse(body)));
          const linked = [...step.content.matchAll(LINK)].map(([, link = '']) => quoteLinkSymbol(link));
          const symbols = [...charted.flatMap((block) => (block.success ? [block.data.symbol] : [])), ...linked.filter((s) => s !== undefined)];
          if (!symbols.some((symbol) => findSymbol(symbol))) missing.push(`${course.meta.id}/${lang}.md step ${step.order}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('course files', () => {
  const front = (extra = '') =>
    `---\nid: demo\ntitle: Demo\ndescription: d\nabstract: a\ncategory: beginner\ncolour: "#123456"\nduration: 10\nsteps: 2\nupdated: 2026-01-02\n${extra}---\n`;

  it('splits steps at level-two headings with an optional subtitle, but not inside fenced code', () => {
    const file = parseCourseFile(`${front()}\n## First | The start\n\nText\n\n\`\`\`md\n## not a step\n\`\`\`\n\n## Second\n\nMore\n`, 'demo/en.md');
    expect(file.steps).toEqual([
      { order: 1, title: 'First', subtitle: 'The start', content: 'Text\n\n```md\n## not a step\n```' },
      { order: 2, title: 'Second', subtitle: '', content: 'More' },
    ]);
    expect(file.meta).toMatchObject({ featured: false, role: 'user', duration: 10 });
  });

  it('refuses a course whose step count, front matter or layout is wrong, naming the file', () => {
    expect(() => parseCourseFile(`${front()}\n## Only one\n\nText\n`, 'demo/en.md')).toThrow(/demo\/en\.md: front matter says 2 steps, the text has 1/);
    expect(() => parseCourseFile(front().replace('abstract: a\n', ''), 'demo/zh.md')).toThrow(/demo\/zh\.md: abstract/);
    expect(() => parseCourseFile(`${front('role: none\n')}\n## A\n\nx\n\n## B\n\ny\n`, 'demo/en.md')).toThrow(/role/);
    expect(() => parseCourseFile(`${front()}Intro\n## A\n\nx\n\n## B\n\ny\n`, 'demo/en.md')).toThrow(/before the first/);
    expect(() => parseCourseFile(`${front()}\n## A\n\n## B\n\ny\n`, 'demo/en.md')).toThrow(/step 1 "A" is empty/);
    expect(() => parseCourseFile('## A\n\nx\n', 'demo/en.md')).toThrow(/no front matter/);
  });
});
