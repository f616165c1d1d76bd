import type { Duration } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';
import type { AnnotationDraft } from './annotationDraft.js';
import { annotationListKey } from './annotationListKey.js';

/** Create, update and delete on one chart; each refreshes that chart's list and markers, then calls `done`. */
export function useAnnotationActions(symbol: string, duration: Duration, done: () => void) {
  const { t } = useTranslation('annotations');
  const queryClient = useQueryClient();
  const settle = (message: string) => () => {
    snackbar.success(message);
    void queryClient.invalidateQueries({ queryKey: annotationListKey(symbol, duration) });
    done();
  };
  const onError = (error: unknown) => snackbar.error(errorText(error));

  const create = useMutation({
    mutationFn: ({ ts, draft }: { ts: number; draft: AnnotationDraft }) =>
      request(callPaths.annotations.create, { symbol, duration, ts, title: draft.title, mark: draft.mark }, { kind: 'block' }),
    onSuccess: settle(t('saved')),
    onError,
  });
  const update = useMutation({
    mutationFn: ({ aid, changes }: { aid: string; changes: Partial<AnnotationDraft> }) =>
      request(callPaths.annotations.update, { aid, ...changes }, { kind: 'block' }),
    onSuccess: settle(t('updated')),
    onError,
  });
  const remove = useMutation({
    mutationFn: (aid: string) => request(callPaths.annotations.remove, { idx: aid }, { kind: 'block' }),
    onSuccess: settle(t('deleted')),
    onError,
  });
  return { create, update, remove, busy: create.isPending || update.isPending || remove.isPending };
}
