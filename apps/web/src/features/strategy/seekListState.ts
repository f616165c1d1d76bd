import type { OrderType, StrategyGroup } from '@signaldesk/contract';

export type SeekLayout = 'grid' | 'list';

/** Spec §2: the seek list has tag, order, layout (grid by default) and duration (day by default; also week, hour). */
export interface SeekListState {
  tag: string;
  /** The order the trader picked over the strategy's own; null keeps the strategy's. */
  order: { path: string; type: OrderType } | null;
  layout: SeekLayout;
  duration: StrategyGroup;
}

export const INITIAL_SEEK_LIST: SeekListState = { tag: '', order: null, layout: 'grid', duration: 'day' };
