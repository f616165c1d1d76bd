import type { Market } from '@signaldesk/contract';
import { findSymbol, INDEX_LISTS, type IndexList } from '@signaldesk/market-data/universe';
import { inRegion } from '../../region/regionFilters.js';

/** The index lists whose signal boards belong to a region: those whose index trades there. */
export const signalListsOf = (region: Market): IndexList[] =>
  INDEX_LISTS.filter((list) => inRegion(region, findSymbol(list.index)?.region ?? ''));
