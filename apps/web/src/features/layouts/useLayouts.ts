import type { ChartLayout } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '../../api/request.js';
import { errorText } from '../auth/errorText.js';
import type { ChartIndicator } from '../indicators/indicatorStorage.js';
import { snackbar } from '../snackbar/snackbar.js';
import { latestPerKey } from './latestPerKey.js';
import { savedChartExists } from './layoutState.js';

const layoutsKey = ['chartLayouts', 'mine'] as const;
const NONE: ChartLayout[] = [];
/** One chart's indicators are sent one change at a time, the latest last. */
const sendIndicators = latestPerKey();

/**
 * The trader's named layouts, and saving and deleting one, and keeping one chart's indicators in one; each answer is
 * the whole list, which replaces the menu's.
 */
export function useLayouts() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: layoutsKey, queryFn: () => request(callPaths.chartLayouts.mine, {}).then((reply) => reply.layouts) });
  const put = useCallback((layouts: ChartLayout[]) => queryClient.setQueryData(layoutsKey, layouts), [queryClient]);
  const save = useMutation({
    mutationFn: (layout: ChartLayout) => request(callPaths.chartLayouts.save, layout, { kind: 'block' }).then((reply) => reply.layouts),
    onSuccess: put,
  });
  const remove = useMutation({
    mutationFn: (name: string) => request(callPaths.chartLayouts.remove, { name }, { kind: 'block' }).then((reply) => reply.layouts),
    onSuccess: put,
  });
  /** Kept alive through a reload or a page left right after the change, as the trader's own set is. */
  const keepIndicators = useCallback(
    (name: string, chart: number, list: readonly ChartIndicator[]) => {
      if (!savedChartExists(queryClient.getQueryData(layoutsKey), name, chart)) return;
      sendIndicators(`${chart} ${name}`, () =>
        request(callPaths.chartLayouts.indicators, { name, chart, list: [...list] }, { keepalive: true }).then(
          (reply) => void put(reply.layouts),
          (error: unknown) => void snackbar.error(errorText(error)),
        ),
      );
    },
    [queryClient, put],
  );
  return { layouts: query.data ?? NONE, query, save, remove, keepIndicators };
}
