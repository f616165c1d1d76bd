import { CHART_INDICATOR_LIMITS } from '@signaldesk/contract';
import type { IndicatorId } from '@signaldesk/indicators';
import type { Store } from '../../app/createStore.js';
import { i18n } from '../../i18n/i18n.js';
import { snackbar } from '../snackbar/snackbar.js';
import { type ChartIndicator, newIndicator } from './indicatorStorage.js';

/** One chart's indicators and what the trader does to them; `set` keeps a whole new list wherever the set is kept. */
export interface IndicatorSet extends Store<readonly ChartIndicator[]> {
  add(indicator: IndicatorId): void;
  /** Settings already checked by indicatorInstanceSchema. */
  configure(id: string, settings: ChartIndicator['settings']): void;
  resize(id: string, height: number): void;
  toggle(id: string): void;
  remove(id: string): void;
}

type Source = Pick<Store<readonly ChartIndicator[]>, 'get' | 'subscribe'>;

/** The trader's changes to a set read from `source`, each kept as a whole list by `save`. */
export function indicatorSet(source: Source, save: (next: readonly ChartIndicator[]) => void): IndicatorSet {
  const change = (id: string, edit: (item: ChartIndicator) => ChartIndicator) => save(source.get().map((item) => (item.id === id ? edit(item) : item)));
  return {
    get: source.get,
    subscribe: source.subscribe,
    set: save,
    add(indicator) {
      const list = source.get();
      if (list.length >= CHART_INDICATOR_LIMITS.perChart) {
        snackbar.error(i18n.t('messages:chartIndicatorsTooMany'));
        return;
      }
      save([...list, newIndicator(list, indicator)]);
    },
    configure(id, settings) {
      change(id, (item) => ({ ...item, settings }));
    },
    resize(id, height) {
      change(id, (item) => ({ ...item, height: Math.round(height) }));
    },
    toggle(id) {
      change(id, (item) => ({ ...item, hidden: !item.hidden }));
    },
    remove(id) {
      save(source.get().filter((item) => item.id !== id));
    },
  };
}
