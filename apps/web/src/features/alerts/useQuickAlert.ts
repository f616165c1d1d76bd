import type { AlertCondition, Duration, PriceAlert } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { createStore } from '../../app/createStore.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { snackbar } from '../snackbar/snackbar.js';
import { conditionWords } from './alertWords.js';
import { alertDurationOf } from './chartAlerts.js';
import { useAlertActions } from './useAlerts.js';

/** Long enough to read the condition and reach its Edit button. */
const MADE_MS = 8000;

/** The alert the chart's dialog edits, opened from the snackbar of one just made; one chart is on screen at a time. */
export const editingAlert = createStore<PriceAlert | null>(null);

/**
 * Sets an alert on the chart's symbol and duration at once, with the product's defaults for everything but its
 * condition, then offers to edit the rest from the snackbar that names it.
 */
export function useQuickAlert(symbol: string, duration: Duration) {
  const { t } = useTranslation('alerts');
  const [language] = useLanguage();
  const { create } = useAlertActions();
  // Awaited rather than told through the mutation's callbacks: the menu that asked closes at once, and a callback
  // given to mutate is dropped with the component that gave it. The refusal is the hook's snackbar already.
  return (condition: AlertCondition) =>
    create.mutateAsync({ symbol, duration: alertDurationOf(duration), condition }).then(
      (alert) =>
        snackbar.success(t('created', { condition: conditionWords(alert, language, t) }), MADE_MS, {
          label: t('chartMenu.edit'),
          run: () => editingAlert.set(alert),
        }),
      () => undefined,
    );
}
