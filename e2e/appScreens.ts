/** What each app route shows once its screen is up; every route of the app's table must have one. */
export const SCREEN_OF: Record<string, string> = {
  quote: 'quote-page',
  layout: 'layout-page',
  watchlist: 'watchlist-page',
  tick: 'tick-page',
  ranking: 'ranking-page',
  stock: 'stock-page',
  assess: 'assess-page',
  strategy: 'strategy-page',
  featured: 'featured-page',
  messenger: 'messenger-page',
  alerts: 'alerts-page',
  cloud: 'cloud-page',
  paper: 'paper-page',
  academy: 'courses-page',
  calendar: 'calendar-page',
  heatmap: 'heatmap-page',
  ticket: 'tickets-page',
  user: 'users-page',
  annotion: 'annotations-admin-page',
  fire: 'fire-page',
  builds: 'builds-admin-page',
};

/** The pages anyone may open, before signing in. */
export const PUBLIC_PATHS = ['/login', '/qas', '/pricing', '/download', '/download/extension/install', '/agreement', '/privacy', '/manual', '/wechat/contact', '/pages/error/404'];
