import type { IChartApi } from 'lightweight-charts';
import { describe, expect, it, vi } from 'vitest';
import { inPricePane, type OverlayPointer, overlayGestures, pointOn } from './overlayGestures.js';

/** The chart's element as far as an overlay uses it, keeping count of the listeners on it. */
class FakeChartElement extends EventTarget {
  listeners: { type: string; callback: EventListenerOrEventListenerObject | null; capture: boolean }[] = [];

  override addEventListener(type: string, callback: EventListenerOrEventListenerObject | null, options?: AddEventListenerOptions | boolean) {
    this.listeners.push({ type, callback, capture: captures(options) });
    super.addEventListener(type, callback, options);
  }

  override removeEventListener(type: string, callback: EventListenerOrEventListenerObject | null, options?: EventListenerOptions | boolean) {
    const capture = captures(options);
    this.listeners = this.listeners.filter((kept) => kept.type !== type || kept.callback !== callback || kept.capture !== capture);
    // Node's EventTarget reads the capture flag of an options object only, where a browser also takes a bare `true`.
    super.removeEventListener(type, callback, { capture });
  }

  getBoundingClientRect() {
    return { left: 100, top: 50 } as DOMRect;
  }
}

const captures = (options?: EventListenerOptions | boolean) => (typeof options === 'boolean' ? options : (options?.capture ?? false));

/** Sends an event to the chart's element; the chart's panes sit under it, so they get it unless it was stopped there. */
function reachesChart(element: FakeChartElement, type: string): boolean {
  const event = new Event(type, { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return !event.cancelBubble;
}

function overlay(owns: boolean) {
  const element = new FakeChartElement();
  const pointer = { down: vi.fn(() => owns), move: vi.fn(), up: vi.fn() } satisfies OverlayPointer;
  const stop = overlayGestures(element as unknown as HTMLElement, pointer);
  return { element, pointer, stop };
}

const chartApi = (width: number, height: number | null) =>
  ({ timeScale: () => ({ width: () => width }), panes: () => (height === null ? [] : [{ getHeight: () => height }]) }) as unknown as IChartApi;

describe('overlayGestures', () => {
  it("holds back the chart's mouse and touch events while the press is the overlay's own", () => {
    const { element, pointer } = overlay(true);
    element.dispatchEvent(new Event('pointerdown'));
    expect(pointer.down).toHaveBeenCalledTimes(1);
    for (const type of ['mousedown', 'mouseup', 'click', 'touchstart', 'touchend']) expect(reachesChart(element, type)).toBe(false);
    expect(reachesChart(element, 'dblclick')).toBe(true);
  });

  it('lets the chart have a press the overlay does not take', () => {
    const { element } = overlay(false);
    element.dispatchEvent(new Event('pointerdown'));
    expect(reachesChart(element, 'mousedown')).toBe(true);
    expect(reachesChart(element, 'click')).toBe(true);
  });

  it("holds back until the next press, and then only if that one is the overlay's too", () => {
    const element = new FakeChartElement();
    const presses = [true, false];
    overlayGestures(element as unknown as HTMLElement, { down: () => presses.shift() ?? false, move: () => {}, up: () => {} });
    expect(reachesChart(element, 'mousedown')).toBe(true);
    element.dispatchEvent(new Event('pointerdown'));
    element.dispatchEvent(new Event('pointerup'));
    expect(reachesChart(element, 'click')).toBe(false);
    element.dispatchEvent(new Event('pointerdown'));
    expect(reachesChart(element, 'mousedown')).toBe(true);
  });

  it('holds back the gestures an overlay names instead', () => {
    const element = new FakeChartElement();
    overlayGestures(element as unknown as HTMLElement, { down: () => true, move: () => {}, up: () => {} }, ['dblclick']);
    element.dispatchEvent(new Event('pointerdown'));
    expect(reachesChart(element, 'dblclick')).toBe(false);
    expect(reachesChart(element, 'mousedown')).toBe(true);
  });

  it('passes moves, releases and cancels to the overlay', () => {
    const { element, pointer } = overlay(true);
    element.dispatchEvent(new Event('pointermove'));
    element.dispatchEvent(new Event('pointerup'));
    element.dispatchEvent(new Event('pointercancel'));
    expect(pointer.move).toHaveBeenCalledTimes(1);
    expect(pointer.up).toHaveBeenCalledTimes(2);
  });

  it('takes the press in the capture phase, ahead of the chart, and the rest as the chart does', () => {
    const { element } = overlay(true);
    expect(element.listeners.map(({ type, capture }) => [type, capture])).toEqual([
      ['pointerdown', true],
      ['pointermove', false],
      ['pointerup', false],
      ['pointercancel', false],
      ['mousedown', true],
      ['mouseup', true],
      ['click', true],
      ['touchstart', true],
      ['touchend', true],
    ]);
  });

  it('removes every listener on cleanup', () => {
    const { element, pointer, stop } = overlay(true);
    element.dispatchEvent(new Event('pointerdown'));
    stop();
    expect(element.listeners).toEqual([]);
    for (const type of ['pointerdown', 'pointermove', 'pointerup', 'pointercancel']) element.dispatchEvent(new Event(type));
    expect(pointer.down).toHaveBeenCalledTimes(1);
    expect(pointer.move).not.toHaveBeenCalled();
    expect(pointer.up).not.toHaveBeenCalled();
    expect(reachesChart(element, 'mousedown')).toBe(true);
  });
});

describe('pointOn', () => {
  it("reads the pointer from the chart element's corner", () => {
    const element = new FakeChartElement() as unknown as HTMLElement;
    expect(pointOn(element, { clientX: 130, clientY: 70 } as MouseEvent)).toEqual({ x: 30, y: 20 });
  });
});

describe('inPricePane', () => {
  it('takes the price pane left of the price axis and above the panes under it', () => {
    const api = chartApi(500, 300);
    expect(inPricePane(api, { x: 0, y: 0 })).toBe(true);
    expect(inPricePane(api, { x: 499, y: 299 })).toBe(true);
    expect(inPricePane(api, { x: 500, y: 10 })).toBe(false);
    expect(inPricePane(api, { x: 10, y: 300 })).toBe(false);
    expect(inPricePane(api, { x: -1, y: 10 })).toBe(false);
    expect(inPricePane(api, { x: 10, y: -1 })).toBe(false);
  });

  it('has no price pane before the chart has panes', () => {
    expect(inPricePane(chartApi(500, null), { x: 10, y: 10 })).toBe(false);
  });
});
