import type { Drawing, DrawingKind, DrawingPoint, Duration } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/request.js';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';

/** One empty list for every chart without drawings, so the layer keeps its identity between renders. */
const NONE: Drawing[] = [];

export const drawingListKey = (symbol: string, duration: Duration) => ['drawings', symbol, duration] as const;

export interface DrawingDraft {
  id?: string;
  kind: DrawingKind;
  points: DrawingPoint[];
  text?: string;
}

/** The trader's drawings on one chart from the server, with save and delete that update the list they answer. */
export function useDrawings(symbol: string, duration: Duration) {
  const queryClient = useQueryClient();
  const key = drawingListKey(symbol, duration);
  const query = useQuery({
    queryKey: key,
    queryFn: () => request(callPaths.drawings.list, { symbol, duration }).then((reply) => reply.list),
    enabled: symbol.trim() !== '',
  });
  const onError = (error: unknown) => snackbar.error(errorText(error));
  const save = useMutation({
    mutationFn: (draft: DrawingDraft) => request(callPaths.drawings.save, { symbol, duration, ...draft }).then((reply) => reply.drawing),
    onSuccess: (drawing) =>
      queryClient.setQueryData<Drawing[]>(key, (list = []) =>
        list.some((kept) => kept.id === drawing.id) ? list.map((kept) => (kept.id === drawing.id ? drawing : kept)) : [...list, drawing],
      ),
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => request(callPaths.drawings.remove, { id }, { kind: 'block' }).then(() => id),
    onSuccess: (id) => queryClient.setQueryData<Drawing[]>(key, (list = []) => list.filter((kept) => kept.id !== id)),
    onError,
  });
  return { drawings: query.data ?? NONE, loaded: query.isSuccess, save, remove };
}
