/**
 * The addresses of the assistant's window and its API on the local server (see windowApi.ts, which re-exports them).
 * Free of imports, so the window's page can ask its first questions while the rest of its code still loads.
 */
export const WINDOW_PATHS = {
  /** The page itself and its files. */
  page: '/assistant/',
  assets: '/assistant/assets/',
  /** Opened once by the program: `?ticket=` spends a one-time launch ticket for the window's cookie, then 303 to the page. */
  launch: '/assistant/launch',
  /** GET: a WindowState. */
  state: '/assistant/api/state',
  /** POST a signInBody: the WindowState signed in, or a refusal whose `msg` the sign-in screen shows. */
  signIn: '/assistant/api/sign-in',
  /** POST: the WindowState signed out. */
  signOut: '/assistant/api/sign-out',
  /** GET: a listsReply. */
  lists: '/assistant/api/lists',
  /**
   * GET `/assistant/api/chart/{symbol}/{duration}?candles=`: a WindowChart. With `&fresh=1` the candles are fetched
   * from the product first, as `POST /kline/refresh` does (the chart's refresh button).
   */
  chart: '/assistant/api/chart',
  /** GET: a messagesReply. */
  messages: '/assistant/api/messages',
  /** GET: a ReportReply. */
  report: '/assistant/api/report',
  /** GET: the saved BotSettings. PUT BotSettings: the saved BotSettings, or 400 with the refused `field`. */
  settings: '/assistant/api/settings',
  /** PUT a WindowLayout: the saved WindowLayout. */
  layout: '/assistant/api/layout',
  /** Server-sent events: `message` (a new alert, a Message), `state` (a WindowState). */
  events: '/assistant/api/events',
  /** The chart font (CHART_FONT_FAMILY, a TrueType file) from the assistant's shipped files, so Chinese never draws as boxes. */
  font: '/assistant/font.ttf',
} as const;
