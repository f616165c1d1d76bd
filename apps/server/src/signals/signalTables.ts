/** A backtest strategy the team publishes as a signal source; strategy and lists are JSON (docs/cloud.md, Signals). */
export interface SignalSourcesTable {
  id: string;
  name: string;
  description: string;
  strategy: string;
  lists: string;
  /** 1 while members see and receive it. */
  published: number;
  created_at: number;
  updated_at: number;
}

/** A source's last computation on one list: the record (null without a bar), today's signals and the bar they were read at. */
export interface SignalBooksTable {
  source_id: string;
  list: string;
  record: string | null;
  signals: string;
  as_of: number | null;
  computed_at: number;
  /** What the book was computed from (signalBooks.ts, listFingerprint); null in books written before it was kept. */
  candles_fingerprint: string | null;
}

export interface SignalFollowsTable {
  userid: string;
  source_id: string;
  list: string;
  created_at: number;
}

/** A book being computed: steps done of the total (each member's candles kept fresh, then its indicators prepared). */
export interface SignalProgressTable {
  source_id: string;
  list: string;
  done: number;
  total: number;
  updated_at: number;
}

export interface SignalTables {
  signal_sources: SignalSourcesTable;
  signal_books: SignalBooksTable;
  signal_follows: SignalFollowsTable;
  signal_progress: SignalProgressTable;
}
