import type { PaperOrderSource, PaperSide } from '@signaldesk/contract';
import { lazy, Suspense } from 'react';

/** The ticket and what it checks orders with come when the trader first asks to trade, not with the screen. */
const TicketDialog = lazy(() => import('./TicketDialog.js').then(({ TicketDialog }) => ({ default: TicketDialog })));

/** The order ticket for one symbol, opened from the quote screen's buttons or a watchlist row. */
export function PaperTicket({ symbol, side, source, onClose }: { symbol: string; side: PaperSide; source: PaperOrderSource; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <TicketDialog key={`${symbol}:${side}`} symbol={symbol} side={side} source={source} onClose={onClose} />
    </Suspense>
  );
}
