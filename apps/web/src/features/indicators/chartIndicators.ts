import type { IndicatorId } from '@signaldesk/indicators';
import { createStore } from '../../app/createStore.js';
import { type ChartIndicator, newIndicator, parseChartIndicators } from './indicatorStorage.js';

const KEY = 'chart.indicators';

const store = createStore<readonly ChartIndicator[]>(parseChartIndicators(localStorage.getItem(KEY)));

const save = (next: readonly ChartIndicator[]) => {
  localStorage.setItem(KEY, JSON.stringify(next));
  store.set(next);
};
const change = (id: string, edit: (item: ChartIndicator) => ChartIndicator) => save(store.get().map((item) => (item.id === id ? edit(item) : item)));

/**
 * The quote chart's standard indicators, kept in the browser for every symbol and duration alike: as on
 * TradingView, the trader's set of indicators stays when the chart switches symbol or duration.
 */
export const chartIndicators = {
  get: store.get,
  subscribe: store.subscribe,
  set: save,
  add(indicator: IndicatorId): void {
    save([...store.get(), newIndicator(store.get(), indicator)]);
  },
  /** Settings already checked by indicatorInstanceSchema. */
  configure(id: string, settings: ChartIndicator['settings']): void {
    change(id, (item) => ({ ...item, settings }));
  },
  resize(id: string, height: number): void {
    change(id, (item) => ({ ...item, height: Math.round(height) }));
  },
  toggle(id: string): void {
    change(id, (item) => ({ ...item, hidden: !item.hidden }));
  },
  remove(id: string): void {
    save(store.get().filter((item) => item.id !== id));
  },
};
