import type { AlertFiring, AlertTrigger, Language, PriceAlert } from '@signaldesk/contract';
import { formatDate, formatPrice } from '@signaldesk/format';
import type { TFunction } from 'i18next';

type AlertCore = Pick<PriceAlert, 'symbol' | 'duration' | 'condition'>;

/** A level as the chart writes it: grouped, in the reader's language, with the symbol's decimals. */
export function levelText(level: number, language: Language, symbol: string): string {
  return formatPrice(level, language, 0, symbol);
}

/** The condition as a sentence: "AAPL goes above 183.40 on the 1-hour chart". */
export function conditionWords(alert: AlertCore, language: Language, t: TFunction<'alerts'>): string {
  const { symbol, condition } = alert;
  const chart = t(`chart.${alert.duration}`);
  switch (condition.kind) {
    case 'price':
      return t('words.price', { symbol, chart, crossing: t(`crossing.${condition.crossing}`), level: levelText(condition.level, language, symbol) });
    case 'move':
      return t(condition.direction === 'up' ? 'words.moveUp' : 'words.moveDown', {
        symbol,
        chart,
        percent: new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 2 }).format(condition.percent),
        bars: condition.bars,
      });
    case 'line':
      return t('words.line', { symbol, chart, crossing: t(`crossing.${condition.crossing}`), shape: t(`shapes.${condition.shape}`) });
    case 'rectangle': {
      const [low, high] = condition.corners.map((corner) => corner.price).sort((a, b) => a - b) as [number, number];
      return t(`words.${condition.motion}`, { symbol, chart, from: levelText(low, language, symbol), to: levelText(high, language, symbol) });
    }
    case 'indicator':
      return t('words.indicator', { symbol, chart });
  }
}

/** A gap in the largest whole unit that writes it exactly: 3600 s is "1 h", 90 s stays "90 s". */
export function gapWords(seconds: number, t: TFunction<'alerts'>): string {
  if (seconds % 3600 === 0) return t('gap.hours', { count: seconds / 3600 });
  if (seconds % 60 === 0) return t('gap.minutes', { count: seconds / 60 });
  return t('gap.seconds', { count: seconds });
}

export function triggerWords(trigger: AlertTrigger, t: TFunction<'alerts'>): string {
  return trigger.mode === 'every' ? t('triggers.every', { gap: gapWords(trigger.gapSeconds, t) }) : t(`triggers.${trigger.mode}`);
}

export type AlertState = 'active' | 'paused' | 'expired' | 'spent';

/**
 * Where an alert stands, as the server's trigger decides it: a once-alert that has fired is spent, which the server
 * marks by setting it inactive (it no longer counts against the plan), so it reads spent before paused; then paused,
 * then past its expiry. Changing or resuming an alert sets it again, which clears its last firing.
 */
export function alertState(alert: Pick<PriceAlert, 'active' | 'expiresAt' | 'trigger' | 'lastFiredAt'>, nowSeconds: number): AlertState {
  if (alert.trigger.mode === 'once' && alert.lastFiredAt !== null) return 'spent';
  if (!alert.active) return 'paused';
  if (alert.expiresAt !== null && alert.expiresAt <= nowSeconds) return 'expired';
  return 'active';
}

const WEBHOOK_REASONS = ['ok', 'badUrl', 'urlTooLong', 'addressRefused', 'unresolved', 'redirect', 'status', 'timeout', 'network'];

/**
 * How a firing's webhook delivery stands, in words: delivered, given up after its tries, or still being tried with
 * when the next try is due; the last answer's reason (and HTTP status) follows when there was one.
 */
export function webhookWords(webhook: NonNullable<AlertFiring['webhook']>, language: Language, t: TFunction<'alerts'>): string {
  const { status, attempts, lastReason, lastStatus, nextAttemptAt } = webhook;
  const head =
    status === 'pending'
      ? attempts === 0 || nextAttemptAt === null
        ? t('history.webhook.pendingFirst')
        : t('history.webhook.pending', { attempts, next: formatDate(nextAttemptAt, language) })
      : t(`history.webhook.${status}`, { attempts });
  if (status === 'delivered' || lastReason === null) return head;
  const reason = WEBHOOK_REASONS.includes(lastReason) ? t(`history.reasons.${lastReason}`) : lastReason;
  const answer = lastStatus === null ? reason : `${reason} (HTTP ${lastStatus})`;
  return `${head} · ${t('history.lastAnswer', { status: answer })}`;
}
