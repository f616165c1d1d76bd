import { OVERVIEW } from '@signaldesk/contract';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage.js';
import { LogoutPage } from '../features/auth/LogoutPage.js';
import { OAuthPage } from '../features/auth/OAuthPage.js';
import { ErrorPage } from '../features/errors/ErrorPage.js';
import { ExtensionInstallPage } from '../features/extension/ExtensionInstallPage.js';
import { LoadingScreen } from '../features/errors/LoadingScreen.js';
import { NoAccessPage } from '../features/errors/NoAccessPage.js';
import { AnnotationsAdminPage } from '../features/annotations/AnnotationsAdminPage.js';
import { FirePage } from '../features/fire/FirePage.js';
import { CheckoutReturnPage } from '../features/payments/CheckoutReturnPage.js';
import { Shell } from '../features/shell/Shell.js';
import { TicketsPage } from '../features/tickets/TicketsPage.js';
import { UsersPage } from '../features/users/UsersPage.js';
import { AppScreen } from './AppScreen.js';
import { APP_ROUTES, type AppRoute } from './appRoutes.js';
import { Landing } from './Landing.js';
import { AgreementPage, ContactPage, DesktopBuildPage, DownloadPage, PricingPage, QasPage } from './externalPages.js';
import { RequireAuth } from './RequireAuth.js';
import { RequireRole } from './RequireRole.js';
import { Root } from './Root.js';

const ADMIN_SCREENS: Record<string, RouteObject[]> = {
  ticket: [
    { index: true, element: <TicketsPage /> },
    { path: 'type/:type', element: <TicketsPage /> },
    { path: 'comsumer/:comsumer', element: <TicketsPage /> },
    { path: 'token/:token', element: <TicketsPage /> },
  ],
  user: [
    { index: true, element: <UsersPage /> },
    { path: 'type/:type', element: <UsersPage /> },
  ],
  fire: [{ index: true, element: <FirePage /> }],
  annotion: [
    { index: true, element: <AnnotationsAdminPage /> },
    { path: 'symbol/:symbol', element: <AnnotationsAdminPage /> },
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
      { path: 'login', element: <LoginPage /> },
      { path: 'oauth/:token', element: <OAuthPage /> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'wechat/contact', element: <ContactPage /> },
      { path: 'qas', element: <QasPage /> },
      { path: 'pricing', element: <PricingPage /> },
      { path: 'download', element: <DownloadPage /> },
      { path: 'download/desktop', element: <DesktopBuildPage /> },
      { path: 'download/desktop/:platform', element: <DesktopBuildPage /> },
      { path: 'download/extension', element: <ExtensionInstallPage /> },
      { path: 'download/extension/install', element: <ExtensionInstallPage /> },
      { path: 'agreement', element: <AgreementPage /> },
      { path: 'privacy', element: <AgreementPage /> },
      { path: 'manual', element: <AgreementPage /> },
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
              { path: '403', element: <NoAccessPage /> },
              { path: 'checkout/return', element: <CheckoutReturnPage /> },
              ...APP_ROUTES.map(appRoute),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/pages/error/404" replace /> },
    ],
  },
]);
