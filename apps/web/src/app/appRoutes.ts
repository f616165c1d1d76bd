import type { Role } from '@signaldesk/contract';

export interface AppRoute {
  /** Names the app in texts (shell:nav.<id>) and in its path /apps/<id>. */
  id: string;
  /** The route table's minimum role; the menu locks items above the viewer's level. */
  role: Role;
  /** Admin items show in the menu only at super level, as the shell menu states. */
  group: 'apps' | 'admin';
  /** Where /apps/<id> alone redirects. */
  home?: string;
}

/** The application routes by minimum role (accounts-and-access.md §2, market-analysis.md §2). */
export const APP_ROUTES: readonly AppRoute[] = [
  { id: 'quote', role: 'member', group: 'apps', home: 'folder/all' },
  { id: 'layout', role: 'member', group: 'apps' },
  { id: 'watchlist', role: 'member', group: 'apps' },
  { id: 'tick', role: 'member', group: 'apps' },
  { id: 'ranking', role: 'member', group: 'apps', home: '300' },
  { id: 'stock', role: 'member', group: 'apps' },
  { id: 'assess', role: 'member', group: 'apps' },
  { id: 'strategy', role: 'member', group: 'apps' },
  { id: 'featured', role: 'member', group: 'apps' },
  { id: 'messenger', role: 'member', group: 'apps' },
  { id: 'alerts', role: 'member', group: 'apps' },
  { id: 'cloud', role: 'member', group: 'apps' },
  { id: 'paper', role: 'member', group: 'apps' },
  { id: 'academy', role: 'member', group: 'apps', home: 'courses' },
  { id: 'calendar', role: 'user', group: 'apps' },
  { id: 'heatmap', role: 'user', group: 'apps' },
  { id: 'ticket', role: 'super', group: 'admin' },
  { id: 'user', role: 'super', group: 'admin' },
  { id: 'annotion', role: 'super', group: 'admin' },
  { id: 'fire', role: 'super', group: 'admin' },
  { id: 'builds', role: 'super', group: 'admin' },
];
