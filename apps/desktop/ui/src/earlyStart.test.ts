import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The page's first questions against an assistant that answers this state, recording what was asked. */
async function startWith(state: unknown) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (path: string) => {
    asked.push(path);
    return new Response(JSON.stringify(path === '/assistant/api/state' ? state : { path }), { status: 200 });
  });
  const early = await import('./earlyStart.js');
  return { asked, early };
}

const layout = { firstWidth: 280, thirdWidth: 340, firstOnly: false, tab: 'stocks', symbol: 'AAPL', duration: '1d', language: 'zh' };

describe('the questions the window asks while its code loads', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('asks how things stand, then for the chart left open, and hands each answer over once', async () => {
    const { asked, early } = await startWith({ signedIn: true, layout });
    const state = early.takeEarlyState();
    expect(await (await state!).json()).toMatchObject({ signedIn: true });
    expect(early.takeEarlyState()).toBeNull();
    const chart = await early.takeEarlyChart('AAPL', '1d');
    expect(await chart!.json()).toEqual({ path: '/assistant/api/chart/AAPL/1d?candles=150' });
    expect(await early.takeEarlyChart('AAPL', '1d')).toBeNull();
    expect(asked).toEqual(['/assistant/api/state', '/assistant/api/chart/AAPL/1d?candles=150']);
  });

  it('gives nothing for another chart than the one asked at start', async () => {
    const { early } = await startWith({ signedIn: true, layout });
    expect(await early.takeEarlyChart('MSFT', '1d')).toBeNull();
  });

  it('asks for no chart when signed out or when only the first column shows', async () => {
    for (const state of [{ signedIn: false, layout }, { signedIn: true, layout: { ...layout, firstOnly: true } }, { signedIn: true, layout: { ...layout, symbol: null } }]) {
      vi.resetModules();
      const { asked, early } = await startWith(state);
      expect(await early.takeEarlyChart('AAPL', '1d')).toBeNull();
      expect(asked).toEqual(['/assistant/api/state']);
    }
  });
});
