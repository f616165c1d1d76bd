import { OVERVIEW } from '@signaldesk/contract';
import { type ComponentType, isValidElement, type ReactElement, use } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../features/errors/ErrorPage.js';
import { QuoteHome } from '../features/quote/QuoteHome.js';
import { LoadingScreen } from '../features/errors/LoadingScreen.js';
import { Shell } from '../features/shell/Shell.js';
import { AppScreen } from './AppScreen.js';
import { APP_ROUTES, type AppRoute } from './appRoutes.js';
import { Landing } from './Landing.js';
import { RequireAuth } from './RequireAuth.js';
import { RequireRole } from './RequireRole.js';
import { Root } from './Root.js';

const screenFetches = new WeakMap<object, () => Promise<unknown>>();

/**
 * A screen fetched the first time its route is shown. Routes that show the same page share one, so moving between
 * them keeps the page mounted. Until it arrives the frame around it is already drawn (Root's and the shell's
 * boundaries), and moving from one screen to another keeps the old one in view meanwhile, as the router moves in a
 * transition. Once fetched it is drawn at once, without suspending: the first address's screens are fetched before
 * the app's first render (`fetchScreensOf`), so the first screen is drawn in one go. A screen that failed to arrive
 * stays failed until the page is loaded again, as the browser keeps a failed module's import failed.
 */
function screen(load: () => Promise<ComponentType>): ReactElement {
  let Component: ComponentType | undefined;
  let fetching: Promise<void> | undefined;
  const fetch = () =>
    (fetching ??= load().then((loaded) => {
      Component = loaded;
    }));
  function Screen() {
    if (!Component) use(fetch());
    return Component ? <Component /> : null;
  }
  const element = <Screen />;
  screenFetches.set(element, fetch);
  return element;
}

/**
 * Screens outside the signed-in member's first load (sign-in, administration, the marketing and legal pages,
 * the no-access page, one-off returns) load on demand, so the shell's first download carries none of them.
 */
const ticketsPage = screen(() => import('../features/tickets/TicketsPage.js').then(({ TicketsPage }) => TicketsPage));
const usersPage = screen(() => import('../features/users/UsersPage.js').then(({ UsersPage }) => UsersPage));
const annotationsPage = screen(() => import('../features/annotations/AnnotationsAdminPage.js').then(({ AnnotationsAdminPage }) => AnnotationsAdminPage));
const agreementPage = screen(() => import('../features/legal/AgreementPage.js').then(({ AgreementPage }) => AgreementPage));
const extensionInstallPage = screen(() => import('../features/extension/ExtensionInstallPage.js').then(({ ExtensionInstallPage }) => ExtensionInstallPage));

const ADMIN_SCREENS: Record<string, RouteObject[]> = {
  ticket: [
    { index: true, element: ticketsPage },
    { path: 'type/:type', element: ticketsPage },
    { path: 'comsumer/:comsumer', element: ticketsPage },
    { path: 'token/:token', element: ticketsPage },
  ],
  user: [
    { index: true, element: usersPage },
    { path: 'type/:type', element: usersPage },
  ],
  fire: [{ index: true, element: screen(() => import('../features/fire/FirePage.js').then(({ FirePage }) => FirePage)) }],
  builds: [{ index: true, element: screen(() => import('../features/builds/BuildsPage.js').then(({ BuildsPage }) => BuildsPage)) }],
  annotion: [
    { index: true, element: annotationsPage },
    { path: 'symbol/:symbol', element: annotationsPage },
  ],
};

const stockPage = screen(() => import('../features/stock/StockPage.js').then(({ StockPage }) => StockPage));
const assessPage = screen(() => import('../features/assess/AssessPage.js').then(({ AssessPage }) => AssessPage));
const cloudPage = screen(() => import('../features/cloud/CloudPage.js').then(({ CloudPage }) => CloudPage));
const messengerPage = screen(() => import('../features/messenger/MessengerPage.js').then(({ MessengerPage }) => MessengerPage));
const featuredPage = screen(() => import('../features/featured/FeaturedPage.js').then(({ FeaturedPage }) => FeaturedPage));
const watchlistPage = screen(() => import('../features/watchlists/WatchlistPage.js').then(({ WatchlistPage }) => WatchlistPage));

/** Market screens load on demand, so routes that show no chart never download lightweight-charts. */
const MARKET_SCREENS: Record<string, RouteObject[]> = {
  quote: [
    { index: true, element: <QuoteHome /> },
    {
      path: ':kind/:value/:symbol?/:duration?',
      element: screen(() => import('../features/quote/QuotePage.js').then(({ QuotePage }) => QuotePage)),
    },
  ],
  watchlist: [
    { index: true, element: watchlistPage },
    { path: ':id', element: watchlistPage },
  ],
  layout: [{ index: true, element: screen(() => import('../features/layouts/LayoutPage.js').then(({ LayoutPage }) => LayoutPage)) }],
  tick: [{ index: true, element: screen(() => import('../features/tick/TickPage.js').then(({ TickPage }) => TickPage)) }],
  paper: [{ index: true, element: screen(() => import('../features/paper/PaperPage.js').then(({ PaperPage }) => PaperPage)) }],
  cloud: [
    { index: true, element: cloudPage },
    { path: 'run/:id', element: cloudPage },
    {
      path: ':tagurl',
      element: screen(() => import('../features/cloud/signals/SignalBoardPage.js').then(({ SignalBoardPage }) => SignalBoardPage)),
    },
  ],
  strategy: [
    { index: true, element: screen(() => import('../features/strategy/StrategyPage.js').then(({ StrategyPage }) => StrategyPage)) },
  ],
  ranking: [
    { index: true, element: <Navigate to={String(OVERVIEW.defaultMinCap)} replace /> },
    { path: ':mincap', element: screen(() => import('../features/ranking/RankingPage.js').then(({ RankingPage }) => RankingPage)) },
  ],
  heatmap: [{ index: true, element: screen(() => import('../features/heatmap/HeatmapPage.js').then(({ HeatmapPage }) => HeatmapPage)) }],
  calendar: [{ index: true, element: screen(() => import('../features/calendar/CalendarPage.js').then(({ CalendarPage }) => CalendarPage)) }],
  stock: [
    { index: true, element: stockPage },
    { path: 'tag/:tag', element: stockPage },
    { path: ':symbol', element: stockPage },
  ],
  assess: [
    { index: true, element: assessPage },
    { path: 'tag/:tag', element: assessPage },
  ],
  featured: [
    { index: true, element: featuredPage },
    { path: ':tag', element: featuredPage },
  ],
  alerts: [{ index: true, element: screen(() => import('../features/alerts/AlertsPage.js').then(({ AlertsPage }) => AlertsPage)) }],
  messenger: [
    { index: true, element: messengerPage },
    { path: ':id', element: messengerPage },
  ],
  academy: [
    { index: true, element: <Navigate to="courses" replace /> },
    {
      path: 'courses',
      element: screen(() => import('../features/academy/CoursesPage.js').then(({ CoursesPage }) => CoursesPage)),
    },
    {
      path: 'course/:courseId/*',
      element: screen(() => import('../features/academy/CoursePage.js').then(({ CoursePage }) => CoursePage)),
    },
    {
      path: 'guide',
      element: screen(() => import('../features/academy/IndicatorGuidePage.js').then(({ IndicatorGuidePage }) => IndicatorGuidePage)),
    },
  ],
};

function appRoute(app: AppRoute): RouteObject {
  const children = ADMIN_SCREENS[app.id] ?? MARKET_SCREENS[app.id] ?? [
    app.home ? { index: true, element: <Navigate to={app.home} replace /> } : { index: true, element: <AppScreen id={app.id} /> },
    { path: '*', element: <AppScreen id={app.id} /> },
  ];
  return { path: `apps/${app.id}`, element: <RequireRole role={app.role} />, children };
}

/** Every route of the app; a screen that fails to draw or to arrive shows the error page (app/RouteErrorBoundary.tsx). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    children: [
      { path: 'login', element: screen(() => import('../features/auth/LoginPage.js').then(({ LoginPage }) => LoginPage)) },
      { path: 'oauth/:token', element: screen(() => import('../features/auth/OAuthPage.js').then(({ OAuthPage }) => OAuthPage)) },
      { path: 'logout', element: screen(() => import('../features/auth/LogoutPage.js').then(({ LogoutPage }) => LogoutPage)) },
      { path: 'wechat/contact', element: screen(() => import('../features/marketing/ContactPage.js').then(({ ContactPage }) => ContactPage)) },
      { path: 'qas', element: screen(() => import('../features/marketing/QasPage.js').then(({ QasPage }) => QasPage)) },
      { path: 'pricing', element: screen(() => import('../features/marketing/PricingPage.js').then(({ PricingPage }) => PricingPage)) },
      { path: 'download', element: screen(() => import('../features/marketing/DownloadPage.js').then(({ DownloadPage }) => DownloadPage)) },
      // Reached only where no server answers a build's address, as under the development server without one.
      { path: 'download/desktop/:platform?', element: <Navigate to="/download" replace /> },
      { path: 'download/extension', element: extensionInstallPage },
      { path: 'download/extension/install', element: extensionInstallPage },
      { path: 'agreement', element: agreementPage },
      { path: 'privacy', element: agreementPage },
      { path: 'manual', element: agreementPage },
      { path: 'pages/error', element: <Navigate to="/pages/error/404" replace /> },
      { path: 'pages/error/404', element: <ErrorPage code={404} /> },
      { path: 'pages/error/500', element: <ErrorPage code={500} /> },
      { path: 'loading', element: <LoadingScreen /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <Shell />,
            children: [
              { index: true, element: <Landing /> },
              { path: '403', element: screen(() => import('../features/errors/NoAccessPage.js').then(({ NoAccessPage }) => NoAccessPage)) },
              {
                path: 'checkout/return',
                element: screen(() => import('../features/payments/CheckoutReturnPage.js').then(({ CheckoutReturnPage }) => CheckoutReturnPage)),
              },
              ...APP_ROUTES.map(appRoute),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/pages/error/404" replace /> },
    ],
  },
];

/** Fetches the code of every screen the address shows; settles once all have arrived or failed. */
export function fetchScreensOf(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.allSettled(matches.map(({ route }) => (isValidElement(route.element) ? screenFetches.get(route.element)?.() : undefined)));
}
