import { callPaths } from '@signaldesk/contract/callPaths';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { indexName } from './LabelChips.js';

export const LABELS_KEY = ['stock', 'labels'] as const;

/** The labels made from the stock tags; they change only when super edits a meta. */
export function useLabels() {
  return useQuery({ queryKey: LABELS_KEY, queryFn: () => request(callPaths.stocks.labels, {}, { kind: 'kill' }), staleTime: 60_000 });
}

/** The label or index list a route's tag names: the chip to fill, whether anything carries it, and its title in the reader's language. */
export function useTag(tag: string | undefined) {
  const labels = useLabels();
  const [language] = useLanguage();
  const slug = tag?.toLowerCase();
  const label = labels.data?.list.find((l) => l.slug === slug);
  const index = labels.data?.indices.find((i) => i.slug === slug);
  return {
    labels: labels.data?.list ?? [],
    indices: labels.data?.indices ?? [],
    current: index?.slug ?? label?.slug ?? tag,
    known: label !== undefined || index !== undefined,
    title: index ? indexName(index, language) : (label?.title ?? tag),
  };
}
