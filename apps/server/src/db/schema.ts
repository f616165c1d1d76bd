import type { AlertTables } from '../alerts/alertTables.js';
import type { BacktestTables } from '../backtests/backtestTables.js';
import type { ChartIndicatorTables } from '../chartIndicators/chartIndicatorTables.js';
import type { ChartLayoutTables } from '../chartLayouts/chartLayoutTables.js';
import type { DrawingTables } from '../drawings/drawingTables.js';
import type { MessengerTables } from '../messenger/messengerTables.js';
import type { PaperTables } from '../paper/paperTables.js';
import type { ForwardTestTables } from '../forwardTests/forwardTables.js';
import type { PaymentTables } from '../payments/paymentTables.js';
import type { SignalTables } from '../signals/signalTables.js';
import type { StrategyTables } from '../strategies/strategyTables.js';
import type { WatchlistTables } from '../watchlists/watchlistTables.js';

/** Table shapes. Times are epoch seconds; flags are 0 or 1 so both dialects read them alike. */
export interface UsersTable {
  userid: string;
  email: string | null;
  openid: string | null;
  username: string;
  regtype: 'email' | 'wechat';
  role: string;
  market: string;
  pushemail: string | null;
  /** 1 once the member typed the code mailed to `pushemail` (or signed in with it); alerts are mailed only then. */
  pushemail_confirmed: number;
  telegram_id: string | null;
  bot_push: number;
  status: 'active' | 'disabled';
  sub_role: string | null;
  sub_exp: number | null;
  settings: string;
  /** 'greenUp' or 'redUp' once the user chose; null while the interface language decides. */
  rise_fall_colours: string | null;
  created_at: number;
}

export interface SessionsTable {
  sessionid: string;
  userid: string;
  kind: 'web' | 'desktop';
  name: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** A refresh token of a session's chain, stored hashed; used_at is set when a refresh spends it. */
export interface RefreshTokensTable {
  token_hash: string;
  sessionid: string;
  issued_at: number;
  used_at: number | null;
}

export interface SigninTokensTable {
  token_hash: string;
  subject_kind: 'email' | 'wechat';
  subject: string;
  expires_at: number;
  used_at: number | null;
}

/** A one-time code a member's web session shows, for the desktop assistant to exchange for a session of its own. */
export interface DesktopCodesTable {
  /** HMAC of the code keyed by the server secret. */
  code_hash: string;
  userid: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A member's request to push alerts to another address: one live code per member, a new request replaces it. */
export interface PushEmailCodesTable {
  userid: string;
  email: string;
  code_hash: string;
  attempts: number;
  expires_at: number;
  created_at: number;
}

export interface EmailCodesTable {
  email: string;
  code_hash: string;
  link_token_hash: string;
  attempts: number;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface WechatCaptchasTable {
  captcha: string;
  secret_hash: string;
  openid: string | null;
  expires_at: number;
  used_at: number | null;
}

export interface WechatMessagesTable {
  msgid: string;
  received_at: number;
}

export interface TicketsTable {
  token: string;
  type: number;
  days: number;
  note: string;
  created_at: number;
  created_by: string;
  consumer: string | null;
  checkedin_at: number | null;
  expired_at: number | null;
  reverted_at: number | null;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface SymbolsTable {
  symbol: string;
  name: string;
  cnname: string;
  region: string;
  type: number;
  cap: number;
  /** Last daily close and its percent change, written after each daily compute. */
  close: number | null;
  updown: number | null;
  stats_at: number | null;
}

export interface StockMetaTable {
  symbol: string;
  /** JSON array of tag texts. */
  tags: string;
  intro: string;
  /** JSON object of the other fields editors keep. */
  fields: string;
  updated_at: number;
}

export interface CandlesTable {
  symbol: string;
  duration: string;
  ts: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface SnapshotsTable {
  symbol: string;
  duration: string;
  ts: number;
  /** JSON array of the catalogue's values in catalogue order, null where NaN. */
  field_values: string;
  computed_at: number;
}

/** When each stored series was last asked of the provider, so charts do not refetch on every view. */
export interface SeriesFetchesTable {
  symbol: string;
  duration: string;
  fetched_at: number;
}

export interface JobsTable {
  name: string;
  last_run: number | null;
  next_run: number | null;
  last_success: number | null;
  failures: number;
  last_error: string | null;
  runs: number;
}

/** A trader's note on one candle of a chart; title and mark are plain text, never markup. */
export interface AnnotationsTable {
  aid: string;
  userid: string;
  symbol: string;
  duration: string;
  ts: number;
  title: string;
  mark: string;
  created_at: number;
  updated_at: number;
}

/** An idea the team features; title and reason are plain text. */
export interface FeaturedItemsTable {
  idx: string;
  symbol: string;
  title: string;
  reason: string;
  /** JSON array of tag texts. */
  tags: string;
  pushed: number;
  pushed_at: number | null;
  created_by: string;
  created_at: number;
  updated_at: number;
}

/** A pushed idea as sent to members; delivered_at stays null until the messenger has delivered it. */
export interface FeaturedPushesTable {
  id: string;
  idx: string;
  symbol: string;
  title: string;
  reason: string;
  pushed_by: string;
  pushed_at: number;
  delivered_at: number | null;
}

/** Where a trader stands in a course: the step (0-based), totalSteps once read to the end. */
export interface AcademyProgressTable {
  userid: string;
  course_id: string;
  current_step: number;
  total_steps: number;
  /** 1 once current_step reached total_steps; it stays 1 when the trader goes back to re-read. */
  completed: number;
  updated_at: number;
}

export interface Database
  extends MessengerTables,
    StrategyTables,
    DrawingTables,
    ChartIndicatorTables,
    ChartLayoutTables,
    BacktestTables,
    SignalTables,
    PaymentTables,
    AlertTables,
    WatchlistTables,
    PaperTables,
    ForwardTestTables {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  signin_tokens: SigninTokensTable;
  desktop_codes: DesktopCodesTable;
  email_codes: EmailCodesTable;
  push_email_codes: PushEmailCodesTable;
  wechat_captchas: WechatCaptchasTable;
  wechat_messages: WechatMessagesTable;
  tickets: TicketsTable;
  app_settings: AppSettingsTable;
  symbols: SymbolsTable;
  stock_meta: StockMetaTable;
  candles: CandlesTable;
  snapshots: SnapshotsTable;
  series_fetches: SeriesFetchesTable;
  jobs: JobsTable;
  annotations: AnnotationsTable;
  academy_progress: AcademyProgressTable;
  featured_items: FeaturedItemsTable;
  featured_pushes: FeaturedPushesTable;
}
