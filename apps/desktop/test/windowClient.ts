/** The window's side of the local server in tests: its launch, its cookie and its event stream, over real sockets. */
import { request } from 'node:http';
import { WINDOW_COOKIE, WINDOW_PATHS } from '../src/window/windowApi.js';
import { type AskOptions, ask, type LocalAnswer } from './localClient.js';

/** Spends a launch address as the window's browser does: answers the 303 and the cookie it sets. */
export async function launch(localUrl: string, launchUrl: string): Promise<{ answer: LocalAnswer; cookie: string | undefined }> {
  const url = new URL(launchUrl);
  const answer = await ask(localUrl, url.pathname + url.search);
  const set = [answer.headers['set-cookie'] ?? []].flat()[0];
  const cookie = set?.split(';')[0];
  return { answer, cookie };
}

/** A call of the window's API carrying the window's cookie. */
export function windowAsk(localUrl: string, cookie: string, path: string, options: AskOptions = {}): Promise<LocalAnswer> {
  return ask(localUrl, path, { ...options, headers: { cookie, ...options.headers } });
}

export const isWindowCookie = (cookie: string | undefined) => cookie?.startsWith(`${WINDOW_COOKIE}=`) === true;

export interface WindowEvent {
  event: string;
  data: unknown;
}

/** The window's event stream: collects events and waits for one without sleeping. */
export function eventStream(localUrl: string, cookie: string) {
  const { hostname, port, host } = new URL(localUrl);
  const events: WindowEvent[] = [];
  const comments: string[] = [];
  const waiters: (() => void)[] = [];
  let status = 0;
  let buffered = '';
  const closers: (() => void)[] = [];
  const opened = new Promise<number>((resolve, reject) => {
    const outgoing = request({ host: hostname, port, path: WINDOW_PATHS.events, headers: { host, cookie } }, (response) => {
      status = response.statusCode ?? 0;
      resolve(status);
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffered += chunk;
        for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
          const frame = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (frame.startsWith(':')) comments.push(frame);
          else {
            const event = /^event: (.*)$/m.exec(frame)?.[1] ?? 'message';
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            events.push({ event, data: data === undefined ? undefined : JSON.parse(data) });
          }
          for (const wake of waiters.splice(0)) wake();
        }
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
    closers.push(() => outgoing.destroy());
  });
  return {
    opened,
    events,
    comments,
    /** The first event of this kind that satisfies `test`, waiting up to `limitMs` (generous: the machine may be loaded). */
    // biome-ignore lint/suspicious/noExplicitAny: events are read loosely and checked by the tests themselves
    async next(kind: string, test: (data: any) => boolean = () => true, limitMs = 60_000): Promise<any> {
      const deadline = Date.now() + limitMs;
      for (;;) {
        const found = events.find((event) => event.event === kind && test(event.data));
        if (found) return found.data;
        if (Date.now() > deadline) throw new Error(`no ${kind} event in ${limitMs} ms; got ${JSON.stringify(events.map((e) => e.event))}`);
        await new Promise<void>((wake) => {
          waiters.push(wake);
          setTimeout(wake, 200);
        });
      }
    },
    close: () => {
      for (const close of closers) close();
    },
  };
}

/** Waits until `check` holds, polling; for conditions no event announces. */
export async function until(check: () => boolean | Promise<boolean>, what: string, limitMs = 60_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${limitMs} ms for ${what}`);
    await new Promise((wake) => setTimeout(wake, 100));
  }
}
