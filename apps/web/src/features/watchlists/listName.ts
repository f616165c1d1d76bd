import type { WatchlistSummary } from '@signaldesk/contract';
import type { TFunction } from 'i18next';

/** A list's name as the trader reads it: the built-in lists' in the reader's language, their own as they wrote it. */
export const listName = (list: Pick<WatchlistSummary, 'kind' | 'name'>, t: TFunction): string =>
  list.kind === 'own' ? list.name : t(`watchlist:builtIn.${list.kind}`);
