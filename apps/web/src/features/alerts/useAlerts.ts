import { type AlertDraftInput, MESSAGES, type PriceAlert } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/ApiError.js';
import { request } from '../../api/request.js';
import { i18n } from '../../i18n/i18n.js';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';

/** Every query of the alerts: what a firing heard on the notification channel refreshes. */
export const alertsKey = ['alerts'] as const;
export const alertListKey = [...alertsKey, 'mine'] as const;
export const alertHistoryKey = [...alertsKey, 'history'] as const;

const NONE: PriceAlert[] = [];

/**
 * A refusal in the language on screen now: the contract's own text for its key, so a refusal read before a switch of
 * language reads in the new one. A text that names a number the server alone knows (a plan's limit) stays as the
 * server wrote it.
 */
export function refusalText(error: unknown): string {
  if (error instanceof ApiError && error.key && error.key in MESSAGES) {
    const text = MESSAGES[error.key as keyof typeof MESSAGES].en;
    if (!text.includes('{{')) return i18n.t(`messages:${error.key}`);
  }
  return errorText(error);
}

/**
 * How often a screen about alerts asks again, for firings while the trader's real-time notifications are off (when on,
 * a firing refreshes them at once); a tab in the background does not ask.
 */
export const ALERTS_REFRESH_MS = 30_000;

/** The trader's alerts, newest first, as the server keeps them; `live` asks again now and then while shown. */
export function useAlertList({ enabled = true, live = false } = {}) {
  const query = useQuery({
    queryKey: alertListKey,
    queryFn: () => request(callPaths.alerts.list, {}).then((reply) => reply.list),
    enabled,
    refetchInterval: live ? ALERTS_REFRESH_MS : false,
  });
  return { alerts: query.data ?? NONE, query };
}

/**
 * Creating, changing, pausing, resuming and deleting one alert; each answer replaces the alert in the list at once,
 * so the chart's lines and the alerts screen agree without asking the server again. Refusals go to a snackbar unless
 * the caller shows them itself.
 */
export function useAlertActions({ reportErrors = true } = {}) {
  const queryClient = useQueryClient();
  const put = (alert: PriceAlert) =>
    queryClient.setQueryData<PriceAlert[]>(alertListKey, (list = []) =>
      list.some((kept) => kept.id === alert.id) ? list.map((kept) => (kept.id === alert.id ? alert : kept)) : [alert, ...list],
    );
  // The dialog shows its refusals beside its fields instead.
  const onError = (error: unknown) => reportErrors && snackbar.error(refusalText(error));
  const create = useMutation({
    mutationFn: (draft: AlertDraftInput) => request(callPaths.alerts.create, draft, { kind: 'block' }).then((reply) => reply.alert),
    onSuccess: put,
    onError,
  });
  const update = useMutation({
    mutationFn: ({ id, draft }: { id: string; draft: AlertDraftInput }) =>
      request(callPaths.alerts.update, { id, alert: draft }, { kind: 'block' }).then((reply) => reply.alert),
    onSuccess: put,
    onError,
  });
  const pause = useMutation({
    mutationFn: (id: string) => request(callPaths.alerts.pause, { id }, { kind: 'block' }).then((reply) => reply.alert),
    onSuccess: put,
    onError,
  });
  const resume = useMutation({
    mutationFn: (id: string) => request(callPaths.alerts.resume, { id }, { kind: 'block' }).then((reply) => reply.alert),
    onSuccess: put,
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => request(callPaths.alerts.remove, { id }, { kind: 'block' }).then(() => id),
    onSuccess: (id) => queryClient.setQueryData<PriceAlert[]>(alertListKey, (list = []) => list.filter((kept) => kept.id !== id)),
    onError,
  });
  return { create, update, pause, resume, remove };
}

/** The draft of an existing alert, as the update call takes it. */
export function alertDraft(alert: PriceAlert): AlertDraftInput {
  const { symbol, duration, reading, condition, trigger, expiresAt, message, webhookUrl } = alert;
  return { symbol, duration, reading, condition, trigger, expiresAt, message, webhookUrl };
}
