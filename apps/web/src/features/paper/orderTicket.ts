import { type BracketSpec, lotSizeOf, type OrderSpec, onTick, symbolRules, validateOrder } from '@signaldesk/backtest';
import {
  type MessageKey,
  type PaperMarket,
  type PaperOrderRequest,
  type PaperOrderSource,
  type PaperOrderType,
  type PaperSide,
  type PaperTimeInForce,
  paperOrderRequestSchema,
} from '@signaldesk/contract';
import { paperMarketOf } from './paperMarket.js';

/** The ticket's fields as the trader fills them in: numbers stay text until the order is checked. */
export interface TicketDraft {
  symbol: string;
  side: PaperSide;
  type: PaperOrderType;
  quantity: string;
  limit: string;
  stop: string;
  /** A trailing stop trails by a percentage of the price or by an amount of money. */
  trailBy: 'percent' | 'amount';
  trail: string;
  timeInForce: PaperTimeInForce;
  /** A take-profit and a stop-loss attached to the entry; either may be left empty. */
  bracket: boolean;
  takeProfit: string;
  stopLoss: string;
}

/**
 * What the ticket checks an order against: the account and what it holds of the symbol. A refusal's text may name
 * the symbol and the account's currency (`{{symbol}}`, `{{currency}}`).
 */
export interface TicketAccount {
  accountId: string;
  /** The markets the account trades: those priced in its currency. */
  markets: readonly PaperMarket[];
  buyingPower: number;
  /** Shares of the symbol held: positive long, negative short. */
  held: number;
  /** The symbol's last price; null while it is not known, when nothing is placed. */
  lastPrice: number | null;
  source: PaperOrderSource;
}

export type TicketField = 'symbol' | 'quantity' | 'limit' | 'stop' | 'trail' | 'takeProfit' | 'stopLoss';

export type TicketCheck = { order: PaperOrderRequest } | { errors: Partial<Record<TicketField, MessageKey>> };

export const emptyTicket = (symbol: string, side: PaperSide = 'buy'): TicketDraft => ({
  symbol,
  side,
  type: 'market',
  quantity: '',
  limit: '',
  stop: '',
  trailBy: 'percent',
  trail: '',
  timeInForce: 'day',
  bracket: false,
  takeProfit: '',
  stopLoss: '',
});

/** Shares a lot: 100 for A-shares, the board lot in Hong Kong, 1 in the US; 0 where any fraction trades (crypto). */
export const lotOf = (symbol: string, market: PaperMarket): number => lotSizeOf(symbol, market);

/**
 * A quantity typed as a whole number of lots: rounded to the nearest lot, never below one. Where any fraction
 * trades the quantity stays as typed.
 */
export function roundToLots(quantity: number, lot: number): number {
  if (!Number.isFinite(quantity) || quantity <= 0 || lot <= 0) return quantity;
  return Math.max(1, Math.round(quantity / lot)) * lot;
}

/** A number typed in a field, grouped or not; undefined for an empty field, NaN for one that is not a number. */
export function typedNumber(text: string): number | undefined {
  const plain = text.replaceAll(/[,\s]/g, '');
  return plain === '' ? undefined : Number(plain);
}

const FIELD_OF_PATH: Record<string, TicketField> = {
  symbol: 'symbol',
  quantity: 'quantity',
  limit: 'limit',
  stop: 'stop',
  trailPercent: 'trail',
  trailAmount: 'trail',
  takeProfit: 'takeProfit',
  stopLoss: 'stopLoss',
};

/** The ticket field a server refusal names (`limit`, `trailPercent`, …), or null for one the ticket has no field for. */
export const ticketFieldOf = (path: string | undefined): TicketField | null => (path ? (FIELD_OF_PATH[path] ?? null) : null);

const asKey = (message: string, fallback: MessageKey): MessageKey => (/^[a-z]\w+$/.test(message) ? (message as MessageKey) : fallback);

/** The request the ticket sends: prices only where the order type (and a bracket) takes them. */
export function ticketRequest(draft: TicketDraft, account: Pick<TicketAccount, 'accountId' | 'source'>): PaperOrderRequest {
  const { type } = draft;
  const usesLimit = type === 'limit' || type === 'stopLimit';
  const usesStop = type === 'stop' || type === 'stopLimit';
  const trailing = type === 'trailingStop';
  const bracket = draft.bracket && !trailing;
  const priced = (used: boolean, text: string) => (used ? { value: typedNumber(text) ?? Number.NaN } : undefined);
  const prices = {
    limit: priced(usesLimit, draft.limit),
    stop: priced(usesStop, draft.stop),
    trailPercent: priced(trailing && draft.trailBy === 'percent', draft.trail),
    trailAmount: priced(trailing && draft.trailBy === 'amount', draft.trail),
    takeProfit: bracket ? typedNumber(draft.takeProfit) : undefined,
    stopLoss: bracket ? typedNumber(draft.stopLoss) : undefined,
  };
  return {
    accountId: account.accountId,
    symbol: draft.symbol.trim().toUpperCase(),
    side: draft.side,
    type,
    quantity: typedNumber(draft.quantity) ?? Number.NaN,
    ...(prices.limit && { limit: prices.limit.value }),
    ...(prices.stop && { stop: prices.stop.value }),
    ...(prices.trailPercent && { trailPercent: prices.trailPercent.value }),
    ...(prices.trailAmount && { trailAmount: prices.trailAmount.value }),
    ...(prices.takeProfit !== undefined && { takeProfit: prices.takeProfit }),
    ...(prices.stopLoss !== undefined && { stopLoss: prices.stopLoss }),
    timeInForce: draft.timeInForce,
    source: account.source,
  };
}

/** The price field a market's rule refused: the first off the tick, or the bracket's exit on the wrong side. */
function refusedPrice(problem: MessageKey, order: PaperOrderRequest, market: PaperMarket, entry: number): TicketField {
  const rules = symbolRules(order.symbol, market);
  if (problem === 'orderBracketInvalid') {
    const long = order.side === 'buy';
    const wrongTarget = order.takeProfit !== undefined && (long ? order.takeProfit <= entry : order.takeProfit >= entry);
    return wrongTarget ? 'takeProfit' : 'stopLoss';
  }
  const prices: [TicketField, number | undefined][] = [
    ['limit', order.limit],
    ['stop', order.stop],
    ['trail', order.trailAmount],
    ['takeProfit', order.takeProfit],
    ['stopLoss', order.stopLoss],
  ];
  return prices.find(([, price]) => price !== undefined && !onTick(rules, price))?.[0] ?? 'limit';
}

/**
 * The ticket checked by the rules the server applies: the contract's schema, then the market's (lots, ticks, a
 * bracket's sides, short sales) and the account's buying power, as the paper account's fill model checks an order.
 * Answers the request to send, or each refused field with its message key.
 */
export function checkTicket(draft: TicketDraft, account: TicketAccount): TicketCheck {
  const symbol = draft.symbol.trim().toUpperCase();
  if (symbol === '') return { errors: { symbol: 'symbolRequired' } };
  const market = paperMarketOf(symbol);
  if (!market) return { errors: { symbol: 'unknownSymbol' } };
  if (!account.markets.includes(market)) return { errors: { symbol: 'paperMarketNotTraded' } };
  const request = ticketRequest(draft, account);
  const parsed = paperOrderRequestSchema.safeParse(request);
  if (!parsed.success) {
    const errors: Partial<Record<TicketField, MessageKey>> = {};
    for (const issue of parsed.error.issues) {
      const field = ticketFieldOf(String(issue.path[0] ?? ''));
      if (field) errors[field] ??= asKey(issue.message, 'orderPriceInvalid');
    }
    return { errors };
  }
  if (account.lastPrice === null) return { errors: { symbol: 'paperNoPrice' } };
  const order = parsed.data;
  const spec: OrderSpec = {
    slot: 0,
    side: order.side,
    type: order.type,
    quantity: order.quantity,
    ...(order.limit !== undefined && { limit: order.limit }),
    ...(order.stop !== undefined && { stop: order.stop }),
    ...(order.trailPercent !== undefined && { trailPercent: order.trailPercent }),
    ...(order.trailAmount !== undefined && { trailAmount: order.trailAmount }),
    lastPrice: account.lastPrice,
  };
  const exits: BracketSpec | undefined =
    order.takeProfit !== undefined || order.stopLoss !== undefined
      ? { ...(order.takeProfit !== undefined && { takeProfit: order.takeProfit }), ...(order.stopLoss !== undefined && { stopLoss: order.stopLoss }) }
      : undefined;
  const problem = validateOrder(spec, symbolRules(order.symbol, market), { held: account.held, buyingPower: account.buyingPower, lastPrice: account.lastPrice }, exits);
  if (!problem) return { order: request };
  const entry = order.limit ?? order.stop ?? account.lastPrice;
  const field: TicketField =
    problem === 'orderPriceInvalid' || problem === 'orderTickSize' || problem === 'orderBracketInvalid' ? refusedPrice(problem, order, market, entry) : 'quantity';
  return { errors: { [field]: problem } };
}
