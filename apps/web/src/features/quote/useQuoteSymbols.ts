import { MARKET_LIMITS, type SymbolInfo } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request.js';
import { filterSymbols } from './filterSymbols.js';
import type { QuoteList } from './quoteList.js';

/** A row of the list: the bundled symbol, with the last daily change when the server knows it. */
export interface QuoteRow extends SymbolInfo {
  updown: number | null;
}

const PAGE = MARKET_LIMITS.stockPageSize;

/** One page of the list: folders, labels and followed symbols ask the server (largest first), filters read the bundled symbol list. */
export function useQuoteSymbols(list: QuoteList, page: number) {
  return useQuery({
    queryKey: ['quote', 'symbols', list, page],
    enabled: list.kind !== 'unknown',
    queryFn: async (): Promise<{ rows: QuoteRow[]; total: number }> => {
      if (list.kind === 'folder' || list.kind === 'label' || (list.kind === 'fav' && list.list === 'follow')) {
        const body =
          list.kind === 'folder' ? { page, region: list.region } : list.kind === 'label' ? { page, tag: list.value } : { page, filter: 'fav' as const };
        const reply = await request(callPaths.stocks.list, body, { kind: 'kill' });
        return { rows: reply.list, total: reply.total };
      }
      if (list.kind === 'fav') {
        const lists = await request(callPaths.userstock.list, {}, { kind: 'kill' });
        const rows = list.list === 'feature' ? lists.featurelist.list : lists.likelist.list;
        return { rows: rows.slice((page - 1) * PAGE, page * PAGE), total: rows.length };
      }
      const all = list.kind === 'filter' ? filterSymbols(list.filter) : [];
      return { rows: all.slice((page - 1) * PAGE, page * PAGE).map((info) => ({ ...info, updown: null })), total: all.length };
    },
    placeholderData: (previous) => previous,
  });
}
