import {
  axisValues,
  type BacktestRequest,
  type BacktestUniverse,
  backtestNameField,
  backtestRequestSchema,
  type MarketCosts,
  type MessageKey,
  MESSAGES,
  NO_SHORT_REGIONS,
  type Region,
  STRATEGY_GROUPS,
} from '@signaldesk/contract';
import { draftToQuery, emptyDraft, type StrategyDraft } from '../strategy/strategyDraft.js';

export type UniverseKind = BacktestUniverse['kind'];
export type CostKey = keyof MarketCosts;

/** One threshold the sweep varies, as typed. */
export interface SweepDraft {
  side: 'entry' | 'exit';
  /** The rule's field id, e.g. kd.k; its bound is `bound`. */
  field: string;
  bound: 'min' | 'max';
  from: string;
  to: string;
  step: string;
}

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
  /** `none` runs frictionless; otherwise the changes typed over each market's defaults, by market. */
  costs: { none: boolean; region: Region; edits: Partial<Record<Region, Partial<Record<CostKey, string>>>> };
  sweep: SweepDraft[];
  universe: {
    kind: UniverseKind;
    symbol: string;
    /** The picked symbol's market: A-shares may not be sold short. */
    symbolRegion: Region | null; tag: string; region: Region; list: 'favourites' | 'followed'; sid: string };
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
  costs: { none: false, region: 'US', edits: {} },
  sweep: [],
  universe: { kind: 'symbol', symbol: '', symbolRegion: null, tag: '', region: 'US', list: 'favourites', sid: '' },
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
function costsOf(costs: RunDraft['costs']): unknown {
  if (costs.none) return 'none';
  const changed = Object.entries(costs.edits)
    .map(([region, edits]) => [region, Object.fromEntries(Object.entries(edits ?? {}).filter(([, typed]) => typed.trim() !== '').map(([key, typed]) => [key, Number(typed.trim())]))] as const)
    .filter(([, edits]) => Object.keys(edits).length > 0);
  return changed.length > 0 ? Object.fromEntries(changed) : undefined;
}

const sweepOf = (sweep: readonly SweepDraft[]) =>
  sweep.length === 0
    ? undefined
    : sweep.map((axis) => ({ side: axis.side, field: axis.field, bound: axis.bound, from: numberOrUnset(axis.from), to: numberOrUnset(axis.to), step: numberOrUnset(axis.step) }));

/** Combinations of the sweep as typed; an axis not yet readable counts as one value. */
export function sweepRuns(sweep: readonly SweepDraft[]): number {
  return sweep.reduce((product, axis) => {
    const [from, to, step] = [Number(axis.from), Number(axis.to), Number(axis.step)];
    const readable = axis.from.trim() !== '' && axis.to.trim() !== '' && Number.isFinite(from) && Number.isFinite(to) && step > 0;
    return product * (readable ? Math.max(1, axisValues({ from, to, step }).length) : 1);
  }, 1);
}

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
    costs: costsOf(draft.costs),
  };
  const request = { strategy, universe: universeOf(draft.universe), sweep: sweepOf(draft.sweep), splitAt: textOrUnset(draft.splitAt) };
  return { name: draft.name, request: JSON.parse(JSON.stringify(request)) as Record<string, unknown> };
}

/** A contract issue's message as a message key; anything else reads as a failed request. */
export const asKey = (message: string): MessageKey => (Object.hasOwn(MESSAGES, message) ? (message as MessageKey) : 'requestFailed');

/**
 * The contract's own rules run in the form, so a bad field is named before anything is sent; a sweep larger than
 * the trader's role allows is refused here too (`sweep`), as the server would.
 */
export function validateRun(draft: RunDraft, sweepLimit: number): { body: { name: string; request: BacktestRequest } | null; errors: RunErrors } {
  const errors: RunErrors = {};
  const body = runRequestOf(draft);
  const name = backtestNameField.safeParse(body.name);
  if (!name.success) errors.name = asKey(name.error.issues[0]?.message ?? '');
  const parsed = backtestRequestSchema.safeParse(body.request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= asKey(issue.message);
  }
  if (sweepRuns(draft.sweep) > sweepLimit) errors.sweep ??= 'backtestSweepRunsLimit';
  if (draft.direction === 'short' && shortBarred(draft.universe)) {
    errors['strategy.direction'] = 'backtestShortNotAllowed';
  }
  return { body: name.success && parsed.success && Object.keys(errors).length === 0 ? { name: name.data, request: parsed.data } : null, errors };
}

/** A run on A-shares, by market or by the picked symbol's market, may not sell short. */
export function shortBarred(universe: RunDraft['universe']): boolean {
  const region = universe.kind === 'region' ? universe.region : universe.kind === 'symbol' ? universe.symbolRegion : null;
  return region !== null && NO_SHORT_REGIONS.includes(region);
}

/** Errors under one prefix with the prefix taken off: the rule form names its own rules 'day.kd.k.min'. */
export function errorsUnder(errors: RunErrors, prefix: string): RunErrors {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(`${prefix}.`))
      .map(([path, key]) => [path.slice(prefix.length + 1), key]),
  );
}
