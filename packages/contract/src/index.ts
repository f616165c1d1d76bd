import { academyCalls } from './calls/academy.js';
import { alertCalls } from './calls/alerts.js';
import { annotationCalls } from './calls/annotations.js';
import { assessCalls } from './calls/assess.js';
import { backtestCalls } from './calls/backtests.js';
import { authCalls } from './calls/auth.js';
import { downloadCalls } from './calls/downloads.js';
import { chartIndicatorCalls } from './calls/chartIndicators.js';
import { chartLayoutCalls } from './calls/chartLayouts.js';
import { drawingCalls } from './calls/drawings.js';
import { featuredCalls } from './calls/featured.js';
import { forwardTestCalls } from './calls/forwardTests.js';
import { jobCalls } from './calls/jobs.js';
import { overviewCalls } from './calls/overview.js';
import { paperCalls } from './calls/paper.js';
import { paymentCalls } from './calls/payments.js';
import { messengerCalls } from './calls/messenger.js';
import { queueCalls } from './calls/queues.js';
import { quoteCalls } from './calls/quotes.js';
import { signalCalls } from './calls/signals.js';
import { stockCalls } from './calls/stocks.js';
import { strategyCalls } from './calls/strategies.js';
import { ticketCalls } from './calls/tickets.js';
import { userCalls } from './calls/users.js';
import { userStockCalls } from './calls/userstock.js';
import { watchlistCalls } from './calls/watchlists.js';
import { extensionCalls } from './extension.js';

export * from './alerts.js';
export * from './alertWords.js';
export * from './backtests.js';
export * from './call.js';
export * from './chartIndicators.js';
export * from './chartLayouts.js';
export * from './chartPaneNames.js';
export * from './compare.js';
export * from './durationNames.js';
export * from './calls/academy.js';
export {
  ALERT_HISTORY_LIMITS,
  type AlertFiring,
  alertFiringSchema,
  type PriceAlert,
  priceAlertSchema,
  WEBHOOK_DELIVERY_STATUSES,
  type WebhookDeliveryStatus,
} from './calls/alerts.js';
export * from './calls/assess.js';
export * from './calls/backtests.js';
export * from './calls/drawings.js';
export * from './calls/queues.js';
export { FEATURED_LIMITS, type FeaturedItem } from './calls/featured.js';
export { type IndexTag, type Label, LABEL_COLOURS, labelSlug, STOCK_FILTERS, type StockFilter } from './calls/stocks.js';
export { USERSTOCK_LIMITS, type UserStockLists } from './calls/userstock.js';
export { type PendingPushEmail, pendingPushEmailSchema } from './calls/users.js';
export { type AdminAnnotation, ANNOTATION_LIMITS, type Annotation } from './calls/annotations.js';
export * from './constants.js';
export * from './downloads.js';
export * from './economicEvents.js';
export * from './entities.js';
export * from './fields.js';
export * from './jobs.js';
export * from './market.js';
export * from './messages.js';
export * from './overview.js';
export * from './paper.js';
export * from './forwardTests.js';
export * from './payments.js';
export * from './plans.js';
export * from './messenger.js';
export { type ChannelSettings, channelSettingsSchema } from './calls/messenger.js';
export * from './realtime.js';
export * from './riseFall.js';
export * from './riseFallSchema.js';
export * from './roles.js';
export * from './roleSchemas.js';
export * from './sectors.js';
export * from './signals.js';
export * from './stocks.js';
export * from './strategies.js';
export * from './support.js';
export * from './text.js';
export * from './tickets.js';
export * from './tokenTimes.js';
export * from './watchlists.js';

export const calls = {
  auth: authCalls,
  tickets: ticketCalls,
  users: userCalls,
  stocks: stockCalls,
  quotes: quoteCalls,
  jobs: jobCalls,
  queues: queueCalls,
  annotations: annotationCalls,
  strategies: strategyCalls,
  academy: academyCalls,
  overview: overviewCalls,
  userstock: userStockCalls,
  assess: assessCalls,
  featured: featuredCalls,
  messenger: messengerCalls,
  drawings: drawingCalls,
  chartIndicators: chartIndicatorCalls,
  chartLayouts: chartLayoutCalls,
  backtests: backtestCalls,
  signals: signalCalls,
  downloads: downloadCalls,
  extension: extensionCalls,
  payments: paymentCalls,
  alerts: alertCalls,
  watchlists: watchlistCalls,
  paper: paperCalls,
  forwardTests: forwardTestCalls,
};
