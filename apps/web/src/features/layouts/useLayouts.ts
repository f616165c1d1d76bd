import type { ChartLayout } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/request.js';

const layoutsKey = ['chartLayouts', 'mine'] as const;
const NONE: ChartLayout[] = [];

/** The trader's named layouts, and saving and deleting one; each answer is the whole list, which replaces the menu's. */
export function useLayouts() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: layoutsKey, queryFn: () => request(callPaths.chartLayouts.mine, {}).then((reply) => reply.layouts) });
  const put = (layouts: ChartLayout[]) => queryClient.setQueryData(layoutsKey, layouts);
  const save = useMutation({
    mutationFn: (layout: ChartLayout) => request(callPaths.chartLayouts.save, layout, { kind: 'block' }).then((reply) => reply.layouts),
    onSuccess: put,
  });
  const remove = useMutation({
    mutationFn: (name: string) => request(callPaths.chartLayouts.remove, { name }, { kind: 'block' }).then((reply) => reply.layouts),
    onSuccess: put,
  });
  return { layouts: query.data ?? NONE, query, save, remove };
}
