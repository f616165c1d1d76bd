import { AddAlert } from '@mui/icons-material';
import { alpha, ListItemIcon, ListItemText, Menu, MenuItem, useTheme } from '@mui/material';
import type { Duration, PriceAlert } from '@signaldesk/contract';
import { formatPrice } from '@signaldesk/format';
import { type IPriceLine, LineStyle } from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Store } from '../../app/createStore.js';
import { useStore } from '../../app/useStore.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import type { DrawableChart } from '../drawings/ChartDrawings.js';
import { inPricePane, overlayGestures, pointOn } from '../chart/overlayGestures.js';
import { isRemoved } from '../chart/removedCharts.js';
import { drawingSession } from '../drawings/drawingSession.js';
import { AlertDialog } from './AlertDialog.js';
import { alertForm } from './alertForm.js';
import { alertDurationOf, chartAlertLines, LONG_PRESS_MS, lineNear, pointerLevel, wandered } from './chartAlerts.js';
import { alertDraft, useAlertActions, useAlertList } from './useAlerts.js';
import { editingAlert, useQuickAlert } from './useQuickAlert.js';

interface Props {
  chart: Store<DrawableChart | null>;
  symbol: string;
  duration: Duration;
  /** The decimals the chart's price axis writes prices with. */
  digits: number;
}

interface Drag {
  alert: PriceAlert;
  level: number;
}

/**
 * The chart's alerts: a right-click (or a long-press on a touch screen) on the price pane offers an alert at the
 * price under the pointer; the symbol's price alerts on this duration are drawn as dashed price lines, and dragging
 * one moves its alert's level. Registered before the drawings, so a press on an alert line is the line's.
 */
export function ChartAlerts({ chart: drawnChart, symbol, duration, digits }: Props) {
  const { t } = useTranslation('alerts');
  const theme = useTheme();
  const [language] = useLanguage();
  const chart = useStore(drawnChart);
  const editing = useStore(editingAlert);
  const { alerts } = useAlertList();
  const { update } = useAlertActions();
  const quick = useQuickAlert(symbol, duration);
  const [menu, setMenu] = useState<{ left: number; top: number; level: number } | null>(null);
  const [moving, setMoving] = useState<{ id: string; level: number } | null>(null);
  const status = useRef<HTMLDivElement>(null);
  const alertDuration = alertDurationOf(duration);
  const lines = useMemo(() => chartAlertLines(alerts, symbol, alertDuration, Math.floor(Date.now() / 1000)), [alerts, symbol, alertDuration]);
  const colour = theme.palette.warning.main;

  const live = useRef({ alerts, lines, digits, update });
  live.current = { alerts, lines, digits, update };

  // Another chart has its own alerts: an edit opened on this one does not follow.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chart's symbol and duration are what closes it
  useEffect(() => {
    editingAlert.set(null);
    setMenu(null);
  }, [symbol, duration]);

  useEffect(() => {
    if (!chart) return;
    const drawn: { id: string; level: number; paused: boolean; api: IPriceLine }[] = lines.map((line) => {
      const level = moving?.id === line.id ? moving.level : line.level;
      const api = chart.candles.createPriceLine({
        price: level,
        color: line.paused ? alpha(colour, 0.35) : colour,
        lineWidth: 1,
        lineStyle: LineStyle.Dashed,
        axisLabelVisible: !line.paused,
        title: t('chartMenu.line'),
      });
      return { id: line.id, level, paused: line.paused, api };
    });
    if (status.current) status.current.dataset.lines = JSON.stringify(drawn.map(({ id, level, paused }) => ({ id, level, paused })));
    return () => {
      if (isRemoved(chart.api)) return;
      for (const line of drawn) chart.candles.removePriceLine(line.api);
    };
  }, [chart, lines, moving, colour, t]);

  useEffect(() => {
    if (!chart) return;
    const { element, api, candles } = chart;
    let drag: Drag | null = null;
    let press: { timer: ReturnType<typeof setTimeout>; from: { x: number; y: number }; fired: boolean } | null = null;

    const endPress = () => {
      if (press) clearTimeout(press.timer);
      press = null;
    };

    const menuAt = (event: MouseEvent) => {
      const point = pointOn(element, event);
      if (!inPricePane(api, point)) return;
      event.preventDefault();
      // A finger's own long-press menu, where the browser has one, after ours opened: the one menu is enough.
      if (event.isTrusted && press?.fired) return;
      endPress();
      const level = pointerLevel(candles.coordinateToPrice(point.y), live.current.digits);
      if (level !== null) setMenu({ left: event.clientX, top: event.clientY, level });
    };
    const down = (event: PointerEvent) => {
      const point = pointOn(element, event);
      if (!inPricePane(api, point) || drawingSession.get().tool) return false;
      if (event.pointerType === 'touch') {
        endPress();
        const { clientX, clientY } = event;
        const started = {
          from: point,
          fired: false,
          timer: setTimeout(() => {
            if (!press) return;
            press.fired = true;
            element.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX, clientY }));
          }, LONG_PRESS_MS),
        };
        press = started;
      }
      if (event.button !== 0) return false;
      const draggable = live.current.lines.filter((line) => !line.paused).map((line) => ({ id: line.id, y: candles.priceToCoordinate(line.level) }));
      const id = lineNear(draggable, point.y);
      const alert = live.current.alerts.find((kept) => kept.id === id);
      if (alert?.condition.kind !== 'price') return false;
      endPress();
      drag = { alert, level: alert.condition.level };
      element.setPointerCapture(event.pointerId);
      event.preventDefault();
      event.stopImmediatePropagation();
      return true;
    };
    const move = (event: PointerEvent) => {
      const point = pointOn(element, event);
      if (press && wandered(press.from, point)) endPress();
      if (!drag) return;
      const level = pointerLevel(candles.coordinateToPrice(point.y), live.current.digits);
      if (level === null) return;
      drag.level = level;
      setMoving({ id: drag.alert.id, level });
    };
    const up = (event: PointerEvent) => {
      endPress();
      if (!drag) return;
      const { alert, level } = drag;
      drag = null;
      if (element.hasPointerCapture(event.pointerId)) element.releasePointerCapture(event.pointerId);
      if (alert.condition.kind !== 'price' || level === alert.condition.level) return setMoving(null);
      live.current.update.mutate(
        { id: alert.id, draft: { ...alertDraft(alert), condition: { ...alert.condition, level } } },
        { onSettled: () => setMoving(null) },
      );
    };

    element.addEventListener('contextmenu', menuAt);
    const stopGestures = overlayGestures(element, { down, move, up });
    return () => {
      endPress();
      element.removeEventListener('contextmenu', menuAt);
      stopGestures();
    };
  }, [chart]);

  const shownEditing = editing ? (alerts.find((alert) => alert.id === editing.id) ?? editing) : null;
  return (
    <>
      <div ref={status} hidden data-testid="chart-alerts" data-moving={moving ? 'yes' : ''} />
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
        data-testid="chart-alert-menu"
      >
        {menu && (
          <MenuItem
            dense
            onClick={() => {
              quick({ kind: 'price', crossing: 'crosses', level: menu.level });
              setMenu(null);
            }}
            data-testid="chart-alert-at"
            data-level={menu.level}
          >
            <ListItemIcon>
              <AddAlert fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('chartMenu.alertAt', { price: formatPrice(menu.level, language, digits) })} />
          </MenuItem>
        )}
      </Menu>
      {shownEditing && (
        <AlertDialog key={shownEditing.id} editing={shownEditing} initial={alertForm(shownEditing)} onClose={() => editingAlert.set(null)} />
      )}
    </>
  );
}
