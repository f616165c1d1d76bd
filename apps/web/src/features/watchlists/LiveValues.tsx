import { Alert } from '@mui/material';
import type { Watchlist } from '@signaldesk/contract';
import { type RefObject, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Store } from '../../app/createStore.js';
import { refusalText } from '../alerts/useAlerts.js';
import type { ValuesBySymbol } from './SymbolRow.js';
import { useWatchlistValues } from './useWatchlists.js';

interface Props {
  list: Watchlist;
  /** Where each answer's values go, for the table's rows to write into their figures. */
  values: Store<ValuesBySymbol>;
  /** The view, whose `data-values-at` says which answer is shown. */
  view: RefObject<HTMLElement | null>;
}

/**
 * The list's live values, asked here so that a tick renders this alone and not the view: each answer goes to the
 * store, and its time to the view's `data-values-at`. An answer whose rows all stayed keeps its rows (`keptRows`),
 * and so changes nothing in the table. A failed ask shows its warning here.
 */
export function LiveValues({ list, values, view }: Props) {
  const { t } = useTranslation('watchlist');
  const answer = useWatchlistValues(list);
  const rows = answer.data?.rows;
  const asOf = answer.data?.asOf;
  const byValues: ValuesBySymbol = useMemo(() => new Map(rows?.map((row) => [row.symbol, row.values]) ?? []), [rows]);
  useLayoutEffect(() => values.set(byValues), [values, byValues]);
  useLayoutEffect(() => view.current?.setAttribute('data-values-at', String(asOf ?? '')), [view, asOf]);
  return answer.isError ? <Alert severity="warning">{t('valuesFailed', { error: refusalText(answer.error) })}</Alert> : null;
}
