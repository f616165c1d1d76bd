import type { Duration } from '@signaldesk/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnotations } from './useAnnotations.js';

export interface AnnotationMarker {
  ts: number;
  text: string;
  id: string;
}

/** The chart's markers of the trader's annotations: one per annotation at its candle, named by its title. */
export function useAnnotationMarkers(symbol: string, duration: Duration): AnnotationMarker[] {
  const { t } = useTranslation('annotations');
  const annotations = useAnnotations(symbol, duration);
  return useMemo(
    () => annotations.map((annotation) => ({ ts: annotation.ts, text: annotation.title || t('untitled'), id: annotation.aid })),
    [annotations, t],
  );
}
