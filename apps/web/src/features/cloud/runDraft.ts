import {
  type BacktestRequest,
  type BacktestUniverse,
  backtestNameField,
  backtestRequestSchema,
  type MessageKey,
  MESSAGES,
  NO_SHORT_REGIONS,
  type Region,
  STRATEGY_GROUPS,
} from '@signaldesk/contract';
import { draftToQuery, emptyDraft, type StrategyDraft } from '../strategy/strategyDraft.js';

export type UniverseKind = BacktestUniverse['kind'];

/** The run form as typed: numbers stay text until the contract reads them, so a bad one is named, not dropped. */
export interface RunDraft {
  name: string;
  entry: StrategyDraft;
  exit: StrategyDraft;
  direction: 'long' | 'short';
  stopLoss: string;
  takeProfit: string;
  trailingStop: string;
  maxBars: string;
  positionSize: string;
  maxPositions: string;
  startingCash: string;
  from: string;
  to: string;
  splitAt: string;
  universe: { kind: UniverseKind; symbol: string; tag: string; region: Region; list: 'favourites' | 'followed'; sid: string };
}

export const emptyRunDraft = (): RunDraft => ({
  name: '',
  entry: emptyDraft(),
  exit: emptyDraft(),
  direction: 'long',
  stopLoss: '',
  takeProfit: '',
  trailingStop: '',
  maxBars: '',
  positionSize: '1',
  maxPositions: '1',
  startingCash: '100000',
  from: '',
  to: '',
  splitAt: '',
  universe: { kind: 'symbol', symbol: '', tag: '', region: 'US', list: 'favourites', sid: '' },
});

/** Errors by the request's own paths ('strategy.stopLoss', 'strategy.entry.day.kd.k.min'), as the server names them. */
export type RunErrors = Record<string, MessageKey>;

/** Empty is "not set"; anything else must read as a number, and the contract names it when it does not. */
const numberOrUnset = (typed: string): number | undefined => (typed.trim() === '' ? undefined : Number(typed.trim()));
const textOrUnset = (typed: string): string | undefined => (typed.trim() === '' ? undefined : typed.trim());

/** Only the duration groups of the strategy form: a backtest reads rules, not the screener's list settings. */
function rulesOf(draft: StrategyDraft): Record<string, unknown> {
  const query = draftToQuery(draft) as Record<string, unknown>;
  return Object.fromEntries(STRATEGY_GROUPS.filter((group) => query[group] !== undefined).map((group) => [group, query[group]]));
}

function universeOf(universe: RunDraft['universe']): Record<string, unknown> {
  switch (universe.kind) {
    case 'symbol':
      return { kind: 'symbol', symbol: universe.symbol.trim().toUpperCase() };
    case 'tag':
      return { kind: 'tag', tag: universe.tag.trim() };
    case 'region':
      return { kind: 'region', region: universe.region };
    case 'list':
      return { kind: 'list', list: universe.list };
    case 'strategy':
      return { kind: 'strategy', sid: universe.sid };
  }
}

/** The create call's body as the form describes it. */
export function runRequestOf(draft: RunDraft): { name: string; request: Record<string, unknown> } {
  const exit = rulesOf(draft.exit);
  const strategy: Record<string, unknown> = {
    entry: rulesOf(draft.entry),
    ...(Object.keys(exit).length > 0 ? { exit } : {}),
    direction: draft.direction,
    stopLoss: numberOrUnset(draft.stopLoss),
    takeProfit: numberOrUnset(draft.takeProfit),
    trailingStop: numberOrUnset(draft.trailingStop),
    maxBars: numberOrUnset(draft.maxBars),
    positionSize: numberOrUnset(draft.positionSize),
    maxPositions: numberOrUnset(draft.maxPositions),
    startingCash: numberOrUnset(draft.startingCash),
    from: textOrUnset(draft.from),
    to: textOrUnset(draft.to),
  };
  const request = { strategy, universe: universeOf(draft.universe), splitAt: textOrUnset(draft.splitAt) };
  return { name: draft.name, request: JSON.parse(JSON.stringify(request)) as Record<string, unknown> };
}

const asKey = (message: string): MessageKey => (Object.hasOwn(MESSAGES, message) ? (message as MessageKey) : 'requestFailed');

/** The contract's own rules run in the form, so a bad field is named before anything is sent. */
export function validateRun(draft: RunDraft): { body: { name: string; request: BacktestRequest } | null; errors: RunErrors } {
  const errors: RunErrors = {};
  const body = runRequestOf(draft);
  const name = backtestNameField.safeParse(body.name);
  if (!name.success) errors.name = asKey(name.error.issues[0]?.message ?? '');
  const parsed = backtestRequestSchema.safeParse(body.request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= asKey(issue.message);
  }
  if (draft.direction === 'short' && draft.universe.kind === 'region' && NO_SHORT_REGIONS.includes(draft.universe.region)) {
    errors['strategy.direction'] = 'backtestShortNotAllowed';
  }
  return { body: name.success && parsed.success && Object.keys(errors).length === 0 ? { name: name.data, request: parsed.data } : null, errors };
}

/** Errors under one prefix with the prefix taken off: the rule form names its own rules 'day.kd.k.min'. */
export function errorsUnder(errors: RunErrors, prefix: string): RunErrors {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(`${prefix}.`))
      .map(([path, key]) => [path.slice(prefix.length + 1), key]),
  );
}
