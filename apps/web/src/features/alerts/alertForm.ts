import {
  ALERT_PLAN_LIMITS,
  type AlertCondition,
  type AlertDraftInput,
  type AlertDuration,
  type AlertReading,
  alertDraftSchema,
  type Crossing,
  hasRole,
  PLAN_ROLES,
  type Plan,
  type PriceAlert,
  type Role,
} from '@signaldesk/contract';

/** The kinds the dialog writes from its own fields; a drawn or indicator condition is kept as it came. */
export type FormKind = AlertCondition['kind'];

/** The dialog's fields as typed, numbers still text, so that a half-typed number is shown as the trader typed it. */
export interface AlertForm {
  symbol: string;
  duration: AlertDuration;
  reading: AlertReading;
  kind: FormKind;
  crossing: Crossing;
  level: string;
  direction: 'up' | 'down';
  percent: string;
  bars: string;
  motion: 'enters' | 'leaves';
  /** A line, rectangle or indicator condition: its points or rules come from the chart or the screener, not the dialog. */
  kept: AlertCondition | null;
  trigger: 'once' | 'oncePerBar' | 'every';
  gapMinutes: string;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a datetime-local field holds it; empty for never. */
  expiry: string;
  message: string;
  webhookUrl: string;
}

/** The fields a refusal is shown under. */
export type FormField = 'symbol' | 'duration' | 'kind' | 'level' | 'percent' | 'bars' | 'gapMinutes' | 'expiry' | 'message' | 'webhookUrl';

export type FormErrors = Partial<Record<FormField, string>>;

const DEFAULT_MOVE = { percent: '5', bars: '10' };
const DEFAULT_GAP_MINUTES = '60';

export function newAlertForm(symbol: string, duration: AlertDuration, level: number | null = null): AlertForm {
  return {
    symbol,
    duration,
    reading: 'close',
    kind: 'price',
    crossing: 'crosses',
    level: level === null ? '' : String(level),
    direction: 'up',
    ...DEFAULT_MOVE,
    motion: 'enters',
    kept: null,
    trigger: 'once',
    gapMinutes: DEFAULT_GAP_MINUTES,
    expiry: '',
    message: '',
    webhookUrl: '',
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch seconds as a datetime-local field writes them, in the browser's time zone. */
export function localDateTime(seconds: number): string {
  const date = new Date(seconds * 1000);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function alertForm(alert: PriceAlert): AlertForm {
  const form = newAlertForm(alert.symbol, alert.duration);
  const { condition, trigger } = alert;
  return {
    ...form,
    reading: alert.reading,
    kind: condition.kind,
    crossing: condition.kind === 'price' || condition.kind === 'line' ? condition.crossing : form.crossing,
    level: condition.kind === 'price' ? String(condition.level) : '',
    direction: condition.kind === 'move' ? condition.direction : form.direction,
    percent: condition.kind === 'move' ? String(condition.percent) : form.percent,
    bars: condition.kind === 'move' ? String(condition.bars) : form.bars,
    motion: condition.kind === 'rectangle' ? condition.motion : form.motion,
    kept: condition.kind === 'price' || condition.kind === 'move' ? null : condition,
    trigger: trigger.mode,
    gapMinutes: trigger.mode === 'every' ? String(trigger.gapSeconds / 60) : form.gapMinutes,
    expiry: alert.expiresAt === null ? '' : localDateTime(alert.expiresAt),
    message: alert.message,
    webhookUrl: alert.webhookUrl ?? '',
  };
}

/** A number field as typed; an empty field is no number at all, not 0. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function conditionOf(form: AlertForm): AlertCondition {
  switch (form.kind) {
    case 'price':
      return { kind: 'price', crossing: form.crossing, level: numberOf(form.level) };
    case 'move':
      return { kind: 'move', direction: form.direction, percent: numberOf(form.percent), bars: numberOf(form.bars) };
    default: {
      const kept = form.kept;
      if (kept?.kind === 'line') return { ...kept, crossing: form.crossing };
      if (kept?.kind === 'rectangle') return { ...kept, motion: form.motion };
      // The kinds list offers a drawn kind only with its kept condition, so this is the same condition.
      return kept as AlertCondition;
    }
  }
}

/** The draft the dialog sends; a plan without webhooks sends none, whatever the field held before. */
export function formDraft(form: AlertForm, webhook: boolean): AlertDraftInput {
  return {
    symbol: form.symbol.trim().toUpperCase(),
    duration: form.duration,
    reading: form.reading,
    condition: conditionOf(form),
    trigger: form.trigger === 'every' ? { mode: 'every', gapSeconds: Math.round(numberOf(form.gapMinutes) * 60) } : { mode: form.trigger },
    expiresAt: form.expiry === '' ? null : Math.floor(new Date(form.expiry).getTime() / 1000),
    message: form.message,
    webhookUrl: webhook && form.webhookUrl.trim() !== '' ? form.webhookUrl.trim() : null,
  };
}

const FIELD_OF_PATH: Record<string, FormField> = {
  symbol: 'symbol',
  duration: 'duration',
  'condition.level': 'level',
  'condition.percent': 'percent',
  'condition.bars': 'bars',
  'trigger.gapSeconds': 'gapMinutes',
  expiresAt: 'expiry',
  message: 'message',
  webhookUrl: 'webhookUrl',
};

/** The field a refusal's path names, in the draft (`condition.level`) or in an update's body (`alert.condition.level`). */
export function fieldOfPath(path: string): FormField | undefined {
  const inDraft = path.startsWith('alert.') ? path.slice('alert.'.length) : path;
  return FIELD_OF_PATH[inDraft] ?? (inDraft.startsWith('condition') ? 'kind' : inDraft.startsWith('trigger') ? 'gapMinutes' : undefined);
}

/**
 * The contract's refusal keys by field, as the server would answer them: the draft schema's own, and an expiry
 * already past, which only the server's clock can judge and is checked here against the screen's.
 */
export function formErrors(draft: AlertDraftInput, nowSeconds: number): FormErrors {
  const errors: FormErrors = {};
  const parsed = alertDraftSchema.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path.join('.'));
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!errors.expiry && typeof draft.expiresAt === 'number' && draft.expiresAt <= nowSeconds) errors.expiry = 'alertExpiryInvalid';
  return errors;
}

/** The plan a role stands for as far as alerts go: Plus and Promax grant the same role and the same webhook. */
export function alertPlanOf(role: Role | undefined): Plan {
  return role !== undefined && hasRole(role, PLAN_ROLES.plus) ? 'plus' : 'standard';
}

export const webhookAllowed = (role: Role | undefined) => ALERT_PLAN_LIMITS[alertPlanOf(role)].webhook;
