import { annotationCalls } from './calls/annotations.js';
import { authCalls } from './calls/auth.js';
import { jobCalls } from './calls/jobs.js';
import { quoteCalls } from './calls/quotes.js';
import { stockCalls } from './calls/stocks.js';
import { ticketCalls } from './calls/tickets.js';
import { userCalls } from './calls/users.js';

export * from './call.js';
export { type AdminAnnotation, ANNOTATION_LIMITS, type Annotation } from './calls/annotations.js';
export * from './constants.js';
export * from './entities.js';
export * from './fields.js';
export * from './jobs.js';
export * from './market.js';
export * from './messages.js';
export * from './realtime.js';
export * from './roles.js';
export * from './stocks.js';
export * from './tickets.js';

export const calls = {
  auth: authCalls,
  tickets: ticketCalls,
  users: userCalls,
  stocks: stockCalls,
  quotes: quoteCalls,
  jobs: jobCalls,
  annotations: annotationCalls,
};
