import { Close } from '@mui/icons-material';
import { Box, IconButton, Tooltip } from '@mui/material';
import { hasRole } from '@signaldesk/contract';
import { type IPriceLine, LineStyle } from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Store } from '../../app/createStore.js';
import { useStore } from '../../app/useStore.js';
import { lineNear } from '../alerts/chartAlerts.js';
import { refusalText } from '../alerts/useAlerts.js';
import { useAuth } from '../auth/useAuth.js';
import { inPricePane, overlayGestures, pointOn } from '../chart/overlayGestures.js';
import { isRemoved } from '../chart/removedCharts.js';
import type { DrawableChart } from '../drawings/ChartDrawings.js';
import { drawingSession } from '../drawings/drawingSession.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { useRiseFall } from '../riseFall/useRiseFall.js';
import { snackbar } from '../snackbar/snackbar.js';
import { chosenAccount } from './accountChoice.js';
import { chartOrderLines, dragChange, draggedPrice, type OrderLine } from './orderLines.js';
import { paperMarketOf } from './paperMarket.js';
import { quantityText } from './pnl.js';
import { accountFor } from './tradingAccount.js';
import { usePaperAccounts, usePaperActions, usePaperOrders } from './usePaper.js';

export interface OrderLinesProps {
  chart: Store<DrawableChart | null>;
  symbol: string;
  /** The decimals the chart's price axis writes prices with. */
  digits: number;
}

/** Where a line's cancel button sits over the chart, in pixels from the overlay's corner. */
interface Placed {
  id: string;
  orderId: string;
  price: number;
  which: OrderLine['which'];
  x: number;
  y: number;
}

/**
 * The chosen paper account's resting orders of the symbol shown, as price lines over the candles: dragging one
 * moves its order's price (a modify on release), and the cross at its right end cancels the order.
 */
export function OrderLinesOverlay({ chart: drawnChart, symbol, digits }: OrderLinesProps) {
  const { t } = useTranslation('paper');
  const [language] = useLanguage();
  const { rise, fall } = useRiseFall();
  const chart = useStore(drawnChart);
  const { user } = useAuth();
  const market = paperMarketOf(symbol);
  const member = user !== null && hasRole(user.role, 'member');
  const accounts = usePaperAccounts({ enabled: member && market !== null });
  const chosen = useSyncExternalStore(chosenAccount.subscribe, chosenAccount.get);
  const account = accountFor(accounts.data ?? [], market, chosen);
  const orders = usePaperOrders(market !== null ? account?.id : undefined, 'open');
  const { modify, cancel } = usePaperActions();
  const lines = useMemo(() => chartOrderLines(orders.data ?? [], symbol), [orders.data, symbol]);
  const [moving, setMoving] = useState<{ id: string; price: number } | null>(null);
  const [placed, setPlaced] = useState<Placed[]>([]);
  const overlay = useRef<HTMLDivElement>(null);

  const live = useRef({ lines, digits, market, modify });
  live.current = { lines, digits, market, modify };

  useEffect(() => {
    if (!chart) return;
    const drawn = lines.map((line) => {
      const price = moving?.id === line.id ? moving.price : line.price;
      const { order } = line;
      const api: IPriceLine = chart.candles.createPriceLine({
        price,
        color: order.side === 'buy' ? rise.main : fall.main,
        lineWidth: 1,
        lineStyle: order.status === 'waiting' ? LineStyle.Dotted : LineStyle.Solid,
        axisLabelVisible: true,
        title: t('chart.line', { side: t(`sides.${order.side}`), quantity: quantityText(order.quantity, language), type: t(`types.${order.type}`) }),
      });
      return { line, price, api };
    });
    // The cross of each line follows it as the chart scrolls, zooms and rescales, read once a frame.
    let frame = 0;
    let shown = '';
    const follow = () => {
      frame = requestAnimationFrame(follow);
      const box = overlay.current?.getBoundingClientRect();
      if (!box || isRemoved(chart.api)) return;
      const pane = chart.element.getBoundingClientRect();
      const right = pane.left - box.left + chart.api.timeScale().width();
      const next = drawn.flatMap(({ line, price }) => {
        const y = chart.candles.priceToCoordinate(price);
        return y === null ? [] : [{ id: line.id, orderId: line.orderId, price, which: line.which, x: Math.round(right), y: Math.round(pane.top - box.top + y) }];
      });
      const text = JSON.stringify(next);
      if (text !== shown) {
        shown = text;
        setPlaced(next);
      }
    };
    follow();
    return () => {
      cancelAnimationFrame(frame);
      if (isRemoved(chart.api)) return;
      for (const { api } of drawn) chart.candles.removePriceLine(api);
    };
  }, [chart, lines, moving, rise, fall, t, language]);

  useEffect(() => {
    if (!chart) return;
    const { element, api, candles } = chart;
    let drag: { line: OrderLine; price: number } | null = null;
    const down = (event: PointerEvent) => {
      const point = pointOn(element, event);
      if (event.button !== 0 || !inPricePane(api, point) || drawingSession.get().tool) return false;
      const draggable = live.current.lines.filter((line) => line.draggable);
      const id = lineNear(
        draggable.map((line) => ({ id: line.id, y: candles.priceToCoordinate(line.price) })),
        point.y,
      );
      const line = draggable.find((kept) => kept.id === id);
      if (!line) return false;
      drag = { line, price: line.price };
      element.setPointerCapture(event.pointerId);
      event.preventDefault();
      event.stopImmediatePropagation();
      return true;
    };
    const move = (event: PointerEvent) => {
      if (!drag || !live.current.market) return;
      const price = draggedPrice(candles.coordinateToPrice(pointOn(element, event).y), live.current.market, live.current.digits);
      if (price === null) return;
      drag.price = price;
      setMoving({ id: drag.line.id, price });
    };
    const up = (event: PointerEvent) => {
      if (!drag) return;
      const { line, price } = drag;
      drag = null;
      if (element.hasPointerCapture(event.pointerId)) element.releasePointerCapture(event.pointerId);
      const change = dragChange(line, price);
      if (!change) return setMoving(null);
      live.current.modify.mutate(
        change,
        {
          onSuccess: () => snackbar.success(t('orders.modified')),
          onError: (error) => snackbar.error(refusalText(error)),
          onSettled: () => setMoving(null),
        },
      );
    };
    return overlayGestures(element, { down, move, up });
  }, [chart, t]);

  return (
    <Box
      ref={overlay}
      sx={{ position: 'absolute', inset: 0, pointerEvents: 'none', zIndex: 2 }}
      data-testid="paper-order-lines"
      data-account={account?.id ?? ''}
      data-lines={JSON.stringify(placed)}
      data-moving={moving ? 'yes' : ''}
    >
      {placed.map((line) => (
        <Tooltip key={line.id} title={t('chart.cancel')}>
          <IconButton
            size="small"
            aria-label={t('chart.cancel')}
            onClick={() => cancel.mutate(line.orderId, { onSuccess: () => snackbar.success(t('orders.cancelled')), onError: (error) => snackbar.error(refusalText(error)) })}
            disabled={cancel.isPending}
            data-testid="paper-line-cancel"
            data-order={line.orderId}
            sx={{ position: 'absolute', left: line.x - 26, top: line.y - 11, width: 22, height: 22, pointerEvents: 'auto', bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
          >
            <Close sx={{ fontSize: 14 }} />
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}
