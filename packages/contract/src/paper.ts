import { z } from 'zod';
import type { Region } from './market.js';
import type { Plan } from './planRoles.js';
import { symbolField } from './stocks.js';

/**
 * Paper trading: accounts in play money that fill a trader's orders on the live feed by the backtest's own rules.
 * An account keeps one currency and trades the markets priced in it; a reset starts a new run and keeps the earlier
 * runs' orders, fills and equity readable.
 */

/** What one trader's paper trading may hold, by plan. */
export interface PaperPlanLimits {
  /** Paper accounts. */
  accounts: number;
  /** Orders open or waiting at once, across the trader's accounts (a bracket's children count). */
  openOrders: number;
  /** Strategies run forward on a paper account at once. */
  forwardTests: number;
}

export const PAPER_LIMITS: Record<Plan, PaperPlanLimits> = {
  standard: { accounts: 3, openOrders: 50, forwardTests: 1 },
  plus: { accounts: 10, openOrders: 300, forwardTests: 5 },
  promax: { accounts: 30, openOrders: 1000, forwardTests: 20 },
};

/** Bounds that do not depend on the plan. */
export const PAPER_BOUNDS = {
  nameLength: 40,
  /** A starting balance, in the account's currency. */
  minimumBalance: 1_000,
  maximumBalance: 100_000_000,
  /** Orders placed, modified or cancelled per trader per minute: a ticket clicked fast passes, a script's loop does not. */
  ordersPerMinute: 120,
  /** Rows one read of orders or fills answers at most. */
  historyRows: 500,
} as const;

export const PAPER_CURRENCIES = ['USD', 'HKD', 'CNY'] as const;
export type PaperCurrency = (typeof PAPER_CURRENCIES)[number];

/** The markets paper accounts trade: US stocks, Hong Kong, A-shares and crypto (gold and forex are not offered). */
export const PAPER_MARKETS = ['US', 'HK', 'CN', 'USD'] as const satisfies readonly Region[];
export type PaperMarket = (typeof PAPER_MARKETS)[number];

/** The currency a market is priced in; crypto pairs are quoted in US dollars. */
export const PAPER_MARKET_CURRENCY: Record<PaperMarket, PaperCurrency> = { US: 'USD', HK: 'HKD', CN: 'CNY', USD: 'USD' };

export const isPaperMarket = (region: string): region is PaperMarket => (PAPER_MARKETS as readonly string[]).includes(region);

/** The markets an account in this currency trades. */
export const paperMarketsOf = (currency: PaperCurrency): PaperMarket[] => PAPER_MARKETS.filter((market) => PAPER_MARKET_CURRENCY[market] === currency);

export const PAPER_ORDER_TYPES = ['market', 'limit', 'stop', 'stopLimit', 'trailingStop'] as const;
export type PaperOrderType = (typeof PAPER_ORDER_TYPES)[number];
export const PAPER_SIDES = ['buy', 'sell'] as const;
export type PaperSide = (typeof PAPER_SIDES)[number];
/** `day` expires at the end of the session it was placed in (or the next one, placed while the market is shut). */
export const PAPER_TIMES_IN_FORCE = ['day', 'gtc'] as const;
export type PaperTimeInForce = (typeof PAPER_TIMES_IN_FORCE)[number];
/** `waiting`: a bracket's take-profit or stop-loss whose entry has not filled yet. */
export const PAPER_ORDER_STATUSES = ['waiting', 'open', 'filled', 'cancelled', 'expired'] as const;
export type PaperOrderStatus = (typeof PAPER_ORDER_STATUSES)[number];
/** Where the trader placed the order; kept for the history, every source takes the same rules. */
export const PAPER_ORDER_SOURCES = ['ticket', 'chart', 'watchlist', 'api'] as const;
export type PaperOrderSource = (typeof PAPER_ORDER_SOURCES)[number];
/** An order's part in a bracket: its entry, or one of the exits attached to it; null for an order alone. */
export const PAPER_BRACKET_ROLES = ['entry', 'takeProfit', 'stopLoss'] as const;
export type PaperBracketRole = (typeof PAPER_BRACKET_ROLES)[number];

export const paperIdField = z.string().min(1).max(64);

export const paperNameField = z
  .string({ error: 'paperNameRequired' })
  .trim()
  .min(1, 'paperNameRequired')
  .max(PAPER_BOUNDS.nameLength, 'paperNameTooLong');

export const paperBalanceField = z
  .number({ error: 'paperBalanceRange' })
  .min(PAPER_BOUNDS.minimumBalance, 'paperBalanceRange')
  .max(PAPER_BOUNDS.maximumBalance, 'paperBalanceRange');

/** A quantity above zero; whether a fraction is allowed is the market's (lots), checked by the server. */
const quantityField = z.number({ error: 'orderQuantityInvalid' }).positive('orderQuantityInvalid');
/** A price above zero; whether it is on the tick size is the market's, checked by the server. */
const priceField = z.number({ error: 'orderPriceInvalid' }).positive('orderPriceInvalid');
const trailPercentField = z.number({ error: 'orderPriceInvalid' }).positive('orderPriceInvalid').lt(100, 'orderPriceInvalid');

/** The prices an order type needs: a limit, a stop, or a trail by percent or amount (exactly one). */
function pricesProblem(order: { type?: PaperOrderType; limit?: number | undefined; stop?: number | undefined; trailPercent?: number | undefined; trailAmount?: number | undefined }) {
  const { type, limit, stop, trailPercent, trailAmount } = order;
  if (type === undefined) return null;
  const needsLimit = type === 'limit' || type === 'stopLimit';
  const needsStop = type === 'stop' || type === 'stopLimit';
  const trailing = type === 'trailingStop';
  if (needsLimit !== (limit !== undefined)) return 'limit';
  if (needsStop !== (stop !== undefined)) return 'stop';
  const trails = (trailPercent !== undefined ? 1 : 0) + (trailAmount !== undefined ? 1 : 0);
  if (trailing ? trails !== 1 : trails !== 0) return trailPercent !== undefined ? 'trailPercent' : 'trailAmount';
  return null;
}

/** An order as a ticket, the chart, a watchlist row or the API places it. */
export const paperOrderRequestSchema = z
  .strictObject({
    accountId: paperIdField,
    symbol: symbolField,
    side: z.enum(PAPER_SIDES),
    type: z.enum(PAPER_ORDER_TYPES),
    quantity: quantityField,
    limit: priceField.optional(),
    stop: priceField.optional(),
    trailPercent: trailPercentField.optional(),
    trailAmount: priceField.optional(),
    timeInForce: z.enum(PAPER_TIMES_IN_FORCE).default('day'),
    /** A bracket: the take-profit (a limit) and the stop-loss (a stop) that close what the entry opens. */
    takeProfit: priceField.optional(),
    stopLoss: priceField.optional(),
    source: z.enum(PAPER_ORDER_SOURCES).default('api'),
  })
  .superRefine((order, context) => {
    const field = pricesProblem(order);
    if (field) context.addIssue({ code: 'custom', message: 'orderPriceInvalid', path: [field] });
    else if (order.type === 'trailingStop' && (order.takeProfit !== undefined || order.stopLoss !== undefined)) {
      context.addIssue({ code: 'custom', message: 'orderBracketInvalid', path: [order.takeProfit !== undefined ? 'takeProfit' : 'stopLoss'] });
    }
  });
export type PaperOrderRequest = z.input<typeof paperOrderRequestSchema>;

/** A change to an open order: its quantity or its prices; what is left out stays. */
export const paperOrderChangeSchema = z.strictObject({
  orderId: paperIdField,
  quantity: quantityField.optional(),
  limit: priceField.optional(),
  stop: priceField.optional(),
  trailPercent: trailPercentField.optional(),
  trailAmount: priceField.optional(),
});
export type PaperOrderChange = z.input<typeof paperOrderChangeSchema>;

export const paperAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.enum(PAPER_CURRENCIES),
  /** The markets this account trades: those priced in its currency. */
  markets: z.array(z.enum(PAPER_MARKETS)),
  /** The current run's starting balance. */
  startingBalance: z.number(),
  /** The current run: 1 at creation, one more at each reset. Earlier runs stay readable by their number. */
  run: z.number().int(),
  cash: z.number(),
  /** Cash held for open buy orders and short sales, at their price with costs. */
  reserved: z.number(),
  /** Held beside a short's proceeds: 100 % of each short position's value at its last price. */
  margin: z.number(),
  /** What a new order may spend: cash less what is reserved, short proceeds and margin. */
  buyingPower: z.number(),
  /** Cash plus the positions at their last prices. */
  equity: z.number(),
  createdAt: z.number().int(),
  /** When the current run began: the creation or the last reset. */
  runStartedAt: z.number().int(),
});
export type PaperAccount = z.infer<typeof paperAccountSchema>;

export const paperOrderSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  run: z.number().int(),
  symbol: z.string(),
  market: z.enum(PAPER_MARKETS),
  side: z.enum(PAPER_SIDES),
  type: z.enum(PAPER_ORDER_TYPES),
  quantity: z.number(),
  limit: z.number().nullable(),
  /** The trigger; a trailing stop's as it stands now. */
  stop: z.number().nullable(),
  trailPercent: z.number().nullable(),
  trailAmount: z.number().nullable(),
  timeInForce: z.enum(PAPER_TIMES_IN_FORCE),
  status: z.enum(PAPER_ORDER_STATUSES),
  /** A bracket's entry for its take-profit and stop-loss; null otherwise. */
  parentId: z.string().nullable(),
  bracket: z.enum(PAPER_BRACKET_ROLES).nullable(),
  source: z.enum(PAPER_ORDER_SOURCES),
  placedAt: z.number().int(),
  updatedAt: z.number().int(),
  fillPrice: z.number().nullable(),
  fee: z.number().nullable(),
  filledAt: z.number().int().nullable(),
  /** Why an order ended unfilled, a message key (e.g. orderBuyingPower at the fill); null for the trader's own cancel. */
  reason: z.string().nullable(),
});
export type PaperOrder = z.infer<typeof paperOrderSchema>;

export const paperFillSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  run: z.number().int(),
  symbol: z.string(),
  side: z.enum(PAPER_SIDES),
  quantity: z.number(),
  price: z.number(),
  /** Commission, duties, fees and slippage, in the account's currency. */
  fee: z.number(),
  /** The profit or loss this fill closed, net of its fee; 0 for a fill that only opens or adds. */
  realised: z.number(),
  filledAt: z.number().int(),
});
export type PaperFill = z.infer<typeof paperFillSchema>;

export const paperPositionSchema = z.object({
  symbol: z.string(),
  market: z.enum(PAPER_MARKETS),
  /** Positive long, negative short. */
  quantity: z.number(),
  /** What the shares held cost on average, fees left out. */
  averagePrice: z.number(),
  /** Shares that may be sold now: A-shares bought today wait for the next trading day (T+1). */
  sellable: z.number(),
  lastPrice: z.number(),
  marketValue: z.number(),
  unrealised: z.number(),
  /** Profit and loss closed in this symbol in this run, fees included. */
  realised: z.number(),
});
export type PaperPosition = z.infer<typeof paperPositionSchema>;

export const paperEquityPointSchema = z.object({
  /** The trading day, yyyyMMdd in the account's home market. */
  day: z.string(),
  equity: z.number(),
  cash: z.number(),
});
export type PaperEquityPoint = z.infer<typeof paperEquityPointSchema>;

/** Which orders to read: those still working, those that ended, or both. */
export const PAPER_ORDER_VIEWS = ['open', 'history', 'all'] as const;
export type PaperOrderView = (typeof PAPER_ORDER_VIEWS)[number];
