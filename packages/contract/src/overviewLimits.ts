/** Market-overview constants from the specification and the product's own choices. */
export const OVERVIEW = {
  /** Spec §9: the ranking's default minimum market cap, in hundreds of millions of US dollars. */
  defaultMinCap: 300,
  /** Symbol caps are stored in millions; one ranking unit is a hundred million. */
  millionsPerMinCapUnit: 100,
  rankingRows: 20,
  /** The calendar's Top10 filter keeps this many of the most important events. */
  topEvents: 10,
  /** Days of fear-greed history the chart shows. */
  fearGreedHistoryDays: 365,
} as const;
