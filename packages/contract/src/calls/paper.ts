import { z } from 'zod';
import { defineCall } from '../call.js';
import { emptyBody } from '../fields.js';
import {
  PAPER_BOUNDS,
  PAPER_CURRENCIES,
  PAPER_ORDER_VIEWS,
  paperAccountSchema,
  paperBalanceField,
  paperEquityPointSchema,
  paperFillSchema,
  paperIdField,
  paperNameField,
  paperOrderChangeSchema,
  paperOrderRequestSchema,
  paperOrderSchema,
  paperPositionSchema,
} from '../paper.js';

const accountBody = { accountId: paperIdField };
const accountReply = z.object({ account: paperAccountSchema });
/** A run of the account; the current one when left out. */
const runField = z.number().int().min(1).optional();
const rowsField = z.number().int().min(1).max(PAPER_BOUNDS.historyRows).optional();
/** An order answered with the account as the order leaves it (its buying power, its reserve). */
const orderReply = z.object({ order: paperOrderSchema, account: paperAccountSchema });

export const paperCalls = {
  accounts: defineCall({
    path: '/api/paper/accounts',
    role: 'member',
    tag: 'paper',
    summary: "The trader's paper accounts, oldest first, each with its cash, buying power and equity",
    body: emptyBody,
    reply: z.object({ accounts: z.array(paperAccountSchema) }),
  }),
  create: defineCall({
    path: '/api/paper/account/create',
    role: 'member',
    tag: 'paper',
    summary: 'Open a paper account in USD (US stocks and crypto), HKD (Hong Kong) or CNY (A-shares) with the starting balance chosen',
    body: z.strictObject({ name: paperNameField, currency: z.enum(PAPER_CURRENCIES), startingBalance: paperBalanceField }),
    reply: accountReply,
  }),
  reset: defineCall({
    path: '/api/paper/account/reset',
    role: 'member',
    tag: 'paper',
    summary: "Start the account again: its open orders are cancelled and a new run begins; the earlier runs' orders, fills and equity stay readable",
    body: z.strictObject({ ...accountBody, startingBalance: paperBalanceField.optional() }),
    reply: accountReply,
  }),
  place: defineCall({
    path: '/api/paper/order/place',
    role: 'member',
    tag: 'paper',
    summary:
      'Place an order (market, limit, stop, stop-limit, trailing stop; a take-profit and stop-loss make it a bracket); outside trading hours it waits for the session',
    body: paperOrderRequestSchema,
    reply: orderReply.extend({ children: z.array(paperOrderSchema) }),
  }),
  modify: defineCall({
    path: '/api/paper/order/modify',
    role: 'member',
    tag: 'paper',
    summary: "Change an open order's quantity or prices, checked as a new order would be",
    body: paperOrderChangeSchema,
    reply: orderReply,
  }),
  cancel: defineCall({
    path: '/api/paper/order/cancel',
    role: 'member',
    tag: 'paper',
    summary: "Cancel an open order, with a bracket entry's waiting take-profit and stop-loss",
    body: z.strictObject({ orderId: paperIdField }),
    reply: orderReply,
  }),
  orders: defineCall({
    path: '/api/paper/orders',
    role: 'member',
    tag: 'paper',
    summary: "An account's orders of a run, newest first: those working, those that ended, or all",
    body: z.strictObject({ ...accountBody, view: z.enum(PAPER_ORDER_VIEWS).default('all'), run: runField, limit: rowsField }),
    reply: z.object({ orders: z.array(paperOrderSchema) }),
  }),
  positions: defineCall({
    path: '/api/paper/positions',
    role: 'member',
    tag: 'paper',
    summary: "The account's positions at their last prices, with the run's realised and unrealised P&L and the day's",
    body: z.strictObject(accountBody),
    reply: z.object({
      account: paperAccountSchema,
      positions: z.array(paperPositionSchema),
      realised: z.number(),
      unrealised: z.number(),
      /** Equity now against the last day's close of equity (the run's start on its first day). */
      dayPnl: z.number(),
      asOf: z.number().int(),
    }),
  }),
  fills: defineCall({
    path: '/api/paper/fills',
    role: 'member',
    tag: 'paper',
    summary: "An account's fills of a run, newest first",
    body: z.strictObject({ ...accountBody, run: runField, limit: rowsField }),
    reply: z.object({ fills: z.array(paperFillSchema) }),
  }),
  equity: defineCall({
    path: '/api/paper/equity',
    role: 'member',
    tag: 'paper',
    summary: "A run's equity curve: the account's equity and cash at each trading day's end, today's as it stands",
    body: z.strictObject({ ...accountBody, run: runField }),
    reply: z.object({ run: z.number().int(), startingBalance: z.number(), points: z.array(paperEquityPointSchema) }),
  }),
};
