import { OVERVIEW } from '@signaldesk/contract';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LogoutPage } from '../features/auth/LogoutPage.js';
import { OAuthPage } from '../features/auth/OAuthPage.js';
import { ErrorPage } from '../features/errors/ErrorPage.js';
import { LoadingScreen } from '../features/errors/LoadingScreen.js';
import { Shell } from '../features/shell/Shell.js';
import { AppScreen } from './AppScreen.js';
import { APP_ROUTES, type AppRoute } from './appRoutes.js';
import { Landing } from './Landing.js';
import { RequireAuth } from './RequireAuth.js';
import { RequireRole } from './RequireRole.js';
import { Root } from './Root.js';

/**
 * Screens outside the signed-in member's first load (sign-in, administration, the marketing and legal pages,
 * the no-access page, one-off returns) load on demand, so the shell's first download carries none of them.
 */
const ticketsPage = () => import('../features/tickets/TicketsPage.js').then(({ TicketsPage }) => ({ Component: TicketsPage }));
const usersPage = () => import('../features/users/UsersPage.js').then(({ UsersPage }) => ({ Component: UsersPage }));
const annotationsPage = () =>
  import('../features/annotations/AnnotationsAdminPage.js').then(({ AnnotationsAdminPage }) => ({ Component: AnnotationsAdminPage }));
const agreementPage = () => import('../features/legal/AgreementPage.js').then(({ AgreementPage }) => ({ Component: AgreementPage }));
const desktopBuildPage = () =>
  import('../features/marketing/DesktopBuildPage.js').then(({ DesktopBuildPage }) => ({ Component: DesktopBuildPage }));
const extensionInstallPage = () =>
  import('../features/extension/ExtensionInstallPage.js').then(({ ExtensionInstallPage }) => ({ Component: ExtensionInstallPage }));

const ADMIN_SCREENS: Record<string, RouteObject[]> = {
  ticket: [
    { index: true, lazy: ticketsPage },
    { path: 'type/:type', lazy: ticketsPage },
    { path: 'comsumer/:comsumer', lazy: ticketsPage },
    { path: 'token/:token', lazy: ticketsPage },
  ],
  user: [
    { index: true, lazy: usersPage },
    { path: 'type/:type', lazy: usersPage },
  ],
  fire: [{ index: true, lazy: () => import('../features/fire/FirePage.js').then(({ FirePage }) => ({ Component: FirePage })) }],
  annotion: [
    { index: true, lazy: annotationsPage },
    { path: 'symbol/:symbol', lazy: annotationsPage },
  ],
};

const stockPage = () => import('../features/stock/StockPage.js').then(({ StockPage }) => ({ Component: StockPage }));
const assessPage = () => import('../features/assess/AssessPage.js').then(({ AssessPage }) => ({ Component: AssessPage }));
const cloudPage = () => import('../features/cloud/CloudPage.js').then(({ CloudPage }) => ({ Component: CloudPage }));
const featuredPage = () => import('../features/featured/FeaturedPage.js').then(({ FeaturedPage }) => ({ Component: FeaturedPage }));

/** Market screens load on demand, so routes that show no chart never download lightweight-charts. */
const MARKET_SCREENS: Record<string, RouteObject[]> = {
  quote: [
    { index: true, element: <Navigate to="folder/all" replace /> },
    {
      path: ':kind/:value/:symbol?/:duration?',
      lazy: () => import('../features/quote/QuotePage.js').then(({ QuotePage }) => ({ Component: QuotePage })),
    },
  ],
  tick: [{ index: true, lazy: () => import('../features/tick/TickPage.js').then(({ TickPage }) => ({ Component: TickPage })) }],
  cloud: [
    { index: true, lazy: cloudPage },
    { path: 'run/:id', lazy: cloudPage },
    {
      path: ':tagurl',
      lazy: () => import('../features/cloud/signals/SignalBoardPage.js').then(({ SignalBoardPage }) => ({ Component: SignalBoardPage })),
    },
  ],
  strategy: [
    { index: true, lazy: () => import('../features/strategy/StrategyPage.js').then(({ StrategyPage }) => ({ Component: StrategyPage })) },
  ],
  ranking: [
    { index: true, element: <Navigate to={String(OVERVIEW.defaultMinCap)} replace /> },
    { path: ':mincap', lazy: () => import('../features/ranking/RankingPage.js').then(({ RankingPage }) => ({ Component: RankingPage })) },
  ],
  heatmap: [{ index: true, lazy: () => import('../features/heatmap/HeatmapPage.js').then(({ HeatmapPage }) => ({ Component: HeatmapPage })) }],
  calendar: [{ index: true, lazy: () => import('../features/calendar/CalendarPage.js').then(({ CalendarPage }) => ({ Component: CalendarPage })) }],
  stock: [
    { index: true, lazy: stockPage },
    { path: 'tag/:tag', lazy: stockPage },
    { path: ':symbol', lazy: stockPage },
  ],
  assess: [
    { index: true, lazy: assessPage },
    { path: 'tag/:tag', lazy: assessPage },
  ],
  featured: [
    { index: true, lazy: featuredPage },
    { path: ':tag', lazy: featuredPage },
  ],
  messenger: [
    { index: true, lazy: () => import('../features/messenger/MessengerPage.js').then(({ MessengerPage }) => ({ Component: MessengerPage })) },
    { path: ':id', lazy: () => import('../features/messenger/MessengerPage.js').then(({ MessengerPage }) => ({ Component: MessengerPage })) },
  ],
  academy: [
    { index: true, element: <Navigate to="courses" replace /> },
    {
      path: 'courses',
      lazy: () => import('../features/academy/CoursesPage.js').then(({ CoursesPage }) => ({ Component: CoursesPage })),
    },
    {
      path: 'course/:courseId/*',
      lazy: () => import('../features/academy/CoursePage.js').then(({ CoursePage }) => ({ Component: CoursePage })),
    },
    {
      path: 'guide',
      lazy: () => import('../features/academy/IndicatorGuidePage.js').then(({ IndicatorGuidePage }) => ({ Component: IndicatorGuidePage })),
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

export const router = createBrowserRouter([
  {
    path: '/',
    element: <Root />,
    errorElement: <ErrorPage code={500} />,
    children: [
      { path: 'login', lazy: () => import('../features/auth/LoginPage.js').then(({ LoginPage }) => ({ Component: LoginPage })) },
      { path: 'oauth/:token', element: <OAuthPage /> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'wechat/contact', lazy: () => import('../features/marketing/ContactPage.js').then(({ ContactPage }) => ({ Component: ContactPage })) },
      { path: 'qas', lazy: () => import('../features/marketing/QasPage.js').then(({ QasPage }) => ({ Component: QasPage })) },
      { path: 'pricing', lazy: () => import('../features/marketing/PricingPage.js').then(({ PricingPage }) => ({ Component: PricingPage })) },
      { path: 'download', lazy: () => import('../features/marketing/DownloadPage.js').then(({ DownloadPage }) => ({ Component: DownloadPage })) },
      { path: 'download/desktop', lazy: desktopBuildPage },
      { path: 'download/desktop/:platform', lazy: desktopBuildPage },
      { path: 'download/extension', lazy: extensionInstallPage },
      { path: 'download/extension/install', lazy: extensionInstallPage },
      { path: 'agreement', lazy: agreementPage },
      { path: 'privacy', lazy: agreementPage },
      { path: 'manual', lazy: agreementPage },
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
              { path: '403', lazy: () => import('../features/errors/NoAccessPage.js').then(({ NoAccessPage }) => ({ Component: NoAccessPage })) },
              {
                path: 'checkout/return',
                lazy: () => import('../features/payments/CheckoutReturnPage.js').then(({ CheckoutReturnPage }) => ({ Component: CheckoutReturnPage })),
              },
              ...APP_ROUTES.map(appRoute),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/pages/error/404" replace /> },
    ],
  },
]);
