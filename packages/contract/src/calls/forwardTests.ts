import { z } from 'zod';
import { defineCall } from '../call.js';
import { emptyBody } from '../fields.js';
import { forwardReportSchema, forwardTestIdField, forwardTestRequestSchema, forwardTestSchema } from '../forwardTests.js';

const idBody = z.strictObject({ id: forwardTestIdField });
const testReply = z.object({ forwardTest: forwardTestSchema });

export const forwardTestCalls = {
  list: defineCall({
    path: '/api/forward/list',
    role: 'member',
    tag: 'paper',
    summary: "The trader's forward tests, running ones first, then the newest",
    body: emptyBody,
    reply: z.object({ list: z.array(forwardTestSchema) }),
  }),
  start: defineCall({
    path: '/api/forward/start',
    role: 'member',
    tag: 'paper',
    summary:
      "Start a saved strategy trading a paper account by itself: at each close of the strategy's candles its rules become market orders, sized as a share of the account's equity; a short strategy sells short to enter and buys to cover, where the account's market allows short sales",
    body: forwardTestRequestSchema,
    reply: testReply,
  }),
  stop: defineCall({
    path: '/api/forward/stop',
    role: 'member',
    tag: 'paper',
    summary: "Stop a forward test: no more orders; those placed and the positions stay with the account. A reset of the account stops its forward tests by itself",
    body: idBody,
    reply: testReply,
  }),
  report: defineCall({
    path: '/api/forward/report',
    role: 'member',
    tag: 'paper',
    summary: "A forward test's signals, orders and fills beside the backtest of its strategy over the same days",
    body: idBody,
    reply: forwardReportSchema,
  }),
};
