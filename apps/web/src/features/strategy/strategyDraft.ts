import {
  type IndicatorRule,
  isEnumRule,
  type Market,
  type MessageKey,
  MESSAGES,
  type OrderType,
  orderOf,
  ruleEntries,
  STRATEGY_GROUPS,
  STRATEGY_LIMITS,
  type StrategyGroup,
  type StrategyQuery,
  type StrategyQueryInput,
  strategyNameField,
  strategyQuerySchema,
  TOP_RULES,
  type TopRule,
} from '@signaldesk/contract';

/** A range as typed: two texts, empty for no bound. */
export interface RangeDraft {
  min: string;
  max: string;
}

/** One field's rule in the form: a range, or the chosen values of a select field. */
export type RuleDraft = RangeDraft | number[];

export interface StrategyDraft {
  name: string;
  limit: number;
  symbol: string;
  region: Market;
  top: Record<TopRule, RangeDraft>;
  /** The one ordered field as a path ('cap', 'day.kd.k'); empty for the default order. */
  order: { path: string; type: OrderType };
  groups: Record<StrategyGroup, Record<string, RuleDraft>>;
}

const EMPTY_RANGE: RangeDraft = { min: '', max: '' };

/** A new strategy's form, over the region chosen in the top bar (all markets where no region applies). */
export const emptyDraft = (region: Market = 'ALL'): StrategyDraft => ({
  name: '',
  limit: STRATEGY_LIMITS.defaultLimit,
  symbol: '',
  region,
  top: { cap: EMPTY_RANGE, heat: EMPTY_RANGE, ipo: EMPTY_RANGE },
  order: { path: '', type: 'DESC' },
  groups: { day: {}, week: {}, hour: {} },
});

/** The seek list before a strategy is picked: every symbol of the region chosen in the top bar, largest cap first. */
export const everythingIn = (region: Market): StrategyQuery => strategyQuerySchema.parse({ region });

const text = (value: number | undefined) => (value === undefined ? '' : String(value));
const rangeDraft = (rule: IndicatorRule | undefined): RangeDraft =>
  rule && !isEnumRule(rule) ? { min: text(rule.min), max: text(rule.max) } : EMPTY_RANGE;

/** A saved strategy's query back in the form; an order-only rule becomes the order field alone. */
export function draftFromQuery(name: string, query: StrategyQuery): StrategyDraft {
  const ordered = ruleEntries(query).some(([, rule]) => 'order' in rule && rule.order !== undefined);
  const order = orderOf(query);
  const groups = { day: {}, week: {}, hour: {} } as StrategyDraft['groups'];
  for (const group of STRATEGY_GROUPS) {
    for (const [id, rule] of Object.entries(query[group] ?? {})) {
      if (!rule) continue;
      const draft = isEnumRule(rule) ? [...rule.in] : rangeDraft(rule);
      if (!Array.isArray(draft) && draft.min === '' && draft.max === '') continue;
      groups[group][id] = draft;
    }
  }
  return {
    name,
    limit: query.limit,
    symbol: query.symbol ?? '',
    region: query.region,
    top: { cap: rangeDraft(query.cap), heat: rangeDraft(query.heat), ipo: rangeDraft(query.ipo) },
    order: { path: ordered ? order.path.join('.') : '', type: order.type },
    groups,
  };
}

/** A typed bound: empty is no bound, anything else must read as a number (the schema names it if not). */
const bound = (typed: string) => (typed.trim() === '' ? undefined : Number(typed.trim()));

function rangeRule(range: RangeDraft): { min?: number; max?: number } | undefined {
  const min = bound(range.min);
  const max = bound(range.max);
  if (min === undefined && max === undefined) return undefined;
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/** Splits an order path into where its rule lives: a top rule or a group's field. */
export function splitPath(path: string): { top: TopRule } | { group: StrategyGroup; id: string } {
  if ((TOP_RULES as readonly string[]).includes(path)) return { top: path as TopRule };
  const dot = path.indexOf('.');
  return { group: path.slice(0, dot) as StrategyGroup, id: path.slice(dot + 1) };
}

/** The query the form describes, as the server receives it. */
export function draftToQuery(draft: StrategyDraft): StrategyQueryInput {
  const query: Record<string, unknown> = { limit: draft.limit, region: draft.region };
  if (draft.symbol.trim() !== '') query.symbol = draft.symbol.trim();
  for (const key of TOP_RULES) {
    const rule = rangeRule(draft.top[key]);
    if (rule) query[key] = rule;
  }
  for (const group of STRATEGY_GROUPS) {
    const rules: Record<string, unknown> = {};
    for (const [id, rule] of Object.entries(draft.groups[group])) {
      if (Array.isArray(rule)) {
        if (rule.length > 0) rules[id] = { in: rule };
      } else {
        const range = rangeRule(rule);
        if (range) rules[id] = range;
      }
    }
    if (Object.keys(rules).length > 0) query[group] = rules;
  }
  return withOrder(query as StrategyQueryInput, draft.order.path, draft.order.type);
}

/** The same query ordered by another field: every other order is dropped, so there is only ever one. */
export function withOrder(query: StrategyQueryInput, path: string, type: OrderType): StrategyQueryInput {
  const copy = structuredClone(query) as Record<string, unknown>;
  const strip = (rule: unknown) => {
    if (rule && typeof rule === 'object') delete (rule as { order?: unknown }).order;
  };
  for (const key of TOP_RULES) strip(copy[key]);
  for (const group of STRATEGY_GROUPS) for (const rule of Object.values((copy[group] ?? {}) as Record<string, unknown>)) strip(rule);
  if (path === '') return copy as StrategyQueryInput;
  const at = splitPath(path);
  if ('top' in at) {
    copy[at.top] = { ...(copy[at.top] as object | undefined), order: type };
  } else {
    const rules = { ...((copy[at.group] ?? {}) as Record<string, object>) };
    rules[at.id] = { ...rules[at.id], order: type };
    copy[at.group] = rules;
  }
  return copy as StrategyQueryInput;
}

export type DraftErrors = Record<string, MessageKey>;

const asKey = (message: string): MessageKey => (Object.hasOwn(MESSAGES, message) ? (message as MessageKey) : 'requestFailed');

/** The contract's own rules run in the form: errors by path ('name', 'limit', 'day.kd.k.min'), as the server names them. */
export function validateDraft(draft: StrategyDraft): { query: StrategyQuery | null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const name = strategyNameField.safeParse(draft.name);
  if (!name.success) errors.name = asKey(name.error.issues[0]?.message ?? '');
  const parsed = strategyQuerySchema.safeParse(draftToQuery(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= issue.code === 'unrecognized_keys' ? 'unknownField' : asKey(issue.message);
    }
  }
  return { query: parsed.success ? parsed.data : null, errors };
}

/** Errors that belong to one rule of the form, by the rule's path prefix. */
export function errorOf(errors: DraftErrors, path: string): MessageKey | undefined {
  for (const [at, key] of Object.entries(errors)) if (at === path || at.startsWith(`${path}.`)) return key;
  return undefined;
}

export function ruleCount(draft: StrategyDraft, group: StrategyGroup): number {
  return Object.values(draft.groups[group]).filter((rule) => (Array.isArray(rule) ? rule.length > 0 : rule.min.trim() !== '' || rule.max.trim() !== ''))
    .length;
}
