import { type Language, type Message, SIGNAL_CLAIM, SIGNAL_REASONS, SIGNAL_SIDES, type SignalReason, type SignalRecord, type SignalSide } from '@signaldesk/contract';
import { timeZoneOf } from '@signaldesk/market-data/sessions';
import { INDEX_LISTS } from '@signaldesk/market-data/universe';

/** What the trader does on a signal, a key of `signals.actions`. */
export type SignalAction = 'buy' | 'sell' | 'short' | 'cover';

/** A long source buys to enter and sells to exit; a short one sells short to enter and buys to cover. */
export function signalAction(direction: 'long' | 'short', side: SignalSide): SignalAction {
  if (direction === 'long') return side === 'enter' ? 'buy' : 'sell';
  return side === 'enter' ? 'short' : 'cover';
}

/** True when the signal's order buys: a long entry or a short's cover. */
export const buys = (direction: 'long' | 'short', side: SignalSide): boolean => (direction === 'long') === (side === 'enter');

/**
 * A headline win rate is shown only where the computed record reaches the contract's claim over enough closed
 * trades: a high rate over a handful of trades is luck, not a record.
 */
export function claimReached(record: SignalRecord | null): boolean {
  return record !== null && record.winRate !== null && record.winRate >= SIGNAL_CLAIM.winRate && record.trades >= SIGNAL_CLAIM.minTrades;
}

/** The board of one index list. */
export const signalBoardPath = (list: string) => `/apps/cloud/${encodeURIComponent(list)}`;

const indexList = (slug: string) => INDEX_LISTS.find((list) => list.slug === slug);

/** A list's name in the reader's language, by slug (the slug itself for a list the app does not know). */
export function listTitle(slug: string, language: Language): string {
  const list = indexList(slug);
  if (!list) return slug;
  return language === 'zh' ? list.cnname : list.name;
}

/** The exchange clock a list's bars are dated on: its index's own. */
export const listTimeZone = (slug: string) => timeZoneOf(indexList(slug)?.index ?? '');

/** What a signal message says, read from its payload (contract SIGNAL_MESSAGE_SCHEMA); null for one that does not read. */
export function signalOfMessage(message: Pick<Message, 'payload'>): { action: SignalAction; reason: SignalReason; price: number; list: string } | null {
  const { side, reason, direction, price, list } = message.payload;
  const known = <T extends string>(values: readonly T[], value: unknown): value is T => values.includes(value as T);
  if (!known(SIGNAL_SIDES, side) || !known(SIGNAL_REASONS, reason) || (direction !== 'long' && direction !== 'short')) return null;
  if (typeof price !== 'number' || typeof list !== 'string') return null;
  return { action: signalAction(direction, side), reason, price, list };
}
