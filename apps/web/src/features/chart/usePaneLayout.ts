import type { IChartApi } from 'lightweight-charts';
import { type RefObject, useEffect, useState } from 'react';
import { useStore } from '../../app/useStore.js';
import { useIndicatorSet } from '../indicators/useIndicatorSet.js';
import type { LowerPane } from '@signaldesk/chart-render';
import { lowerPaneHeight, paneSizes } from './paneSizes.js';
import { paneStretch } from './paneStretch.js';
import { isRemoved } from './removedCharts.js';

/** Where one pane is drawn, in pixels from the top of the chart. */
export interface PaneBox {
  /** `indicator`: a pane of a standard indicator's own, below the product's panes. */
  pane: LowerPane | 'price' | 'indicator';
  /** The indicator instance an indicator pane draws. */
  indicator?: string;
  top: number;
  height: number;
}

/** The drawn panes and the width of the price axis at their right, for what is laid over the chart. */
export interface PaneLayout {
  boxes: PaneBox[];
  scaleWidth: number;
}

const NO_LAYOUT: PaneLayout = { boxes: [], scaleWidth: 0 };

/** A standard indicator's pane, about TradingView's: room for an oscillator's swings beside four product panes. */
export const INDICATOR_PANE_PX = 96;

/** A standard indicator's own pane: its instance and the height it is drawn at. */
export interface IndicatorPane {
  id: string;
  height: number;
}

/** A drag on a separator that moved a pane by less than this is a click, not a resize worth keeping. */
const MOVED_PX = 2;

/**
 * Gives the lower panes their remembered heights (the price pane the rest), follows the container's size, keeps the
 * heights a drag on a pane separator leaves, and answers where the panes are drawn. The standard indicators' panes
 * (`indicatorPanes`, drawn after the lower panes) keep theirs with their instances (the chart's indicator set).
 */
export function usePaneLayout(
  api: IChartApi | null,
  container: RefObject<HTMLElement | null>,
  lower: readonly LowerPane[],
  indicatorPanes: readonly IndicatorPane[],
): PaneLayout {
  const sizes = useStore(paneSizes);
  const indicators = useIndicatorSet();
  const [layout, setLayout] = useState<PaneLayout>(NO_LAYOUT);

  useEffect(() => {
    const element = container.current;
    if (!api || !element || isRemoved(api)) return;
    let frame = 0;
    const heights = () => api.panes().map((pane) => pane.getHeight());
    const measure = () => {
      const origin = element.getBoundingClientRect().top;
      const boxes = api.panes().map((pane, index): PaneBox => {
        const box = pane.getHTMLElement()?.getBoundingClientRect();
        const at = { top: box ? box.top - origin : 0, height: pane.getHeight() };
        if (index === 0) return { pane: 'price', ...at };
        const product = lower[index - 1];
        return product ? { pane: product, ...at } : { pane: 'indicator', indicator: indicatorPanes[index - 1 - lower.length]?.id, ...at };
      });
      setLayout({ boxes, scaleWidth: api.priceScale('right', 0).width() });
    };
    const apply = () => {
      const total = heights().reduce((sum, height) => sum + height, 0);
      if (total > 0) {
        const stretch = paneStretch(total, [...lower.map((pane) => lowerPaneHeight(sizes[pane])), ...indicatorPanes.map((pane) => pane.height)]);
        for (const [index, pane] of api.panes().entries()) pane.setStretchFactor(stretch[index] ?? 1);
      }
      // lightweight-charts lays its panes out on its next frame.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(measure);
      });
    };

    // A drag on a separator is only seen in its result: the panes' heights between pointer down and up.
    let before: number[] | null = null;
    const down = () => {
      before = heights();
    };
    const up = () => {
      const start = before;
      before = null;
      if (!start) return;
      const after = heights();
      const moved = lower.filter((_pane, index) => Math.abs((after[index + 1] ?? 0) - (start[index + 1] ?? 0)) >= MOVED_PX);
      for (const [k, pane] of indicatorPanes.entries()) {
        const height = after[1 + lower.length + k] ?? 0;
        if (Math.abs(height - (start[1 + lower.length + k] ?? 0)) >= MOVED_PX) indicators.resize(pane.id, height);
      }
      if (moved.length === 0) return;
      const next = { ...paneSizes.get() };
      for (const pane of moved) next[pane] = { height: after[lower.indexOf(pane) + 1] ?? next[pane].height, collapsed: false };
      paneSizes.set(next);
    };

    apply();
    const resized = new ResizeObserver(apply);
    resized.observe(element);
    // The price axis widens or narrows with the prices shown, and the time scale's width changes with it.
    api.timeScale().subscribeSizeChange(measure);
    element.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      if (!isRemoved(api)) api.timeScale().unsubscribeSizeChange(measure);
      element.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
    };
  }, [api, container, lower, indicatorPanes, sizes, indicators]);

  return layout;
}
