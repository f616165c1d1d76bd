import { lazy, Suspense } from 'react';
import type { OrderLinesProps } from './OrderLinesOverlay.js';

/** The order lines come after the chart, so that a chart without paper orders downloads none of their code first. */
const OrderLinesOverlay = lazy(() => import('./OrderLinesOverlay.js').then(({ OrderLinesOverlay }) => ({ default: OrderLinesOverlay })));

/** The paper account's resting orders of the chart's symbol as lines to drag and cancel; laid over the quote chart. */
export function PaperOrderLines(props: OrderLinesProps) {
  return (
    <Suspense fallback={null}>
      <OrderLinesOverlay {...props} />
    </Suspense>
  );
}
