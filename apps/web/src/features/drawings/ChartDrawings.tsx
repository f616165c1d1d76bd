import { Box, Chip } from '@mui/material';
import { type ChartCandle, type Drawing, DRAWING_POINTS, type DrawingPoint, type Duration } from '@signaldesk/contract';
import { formatPrice, priceDigits } from '@signaldesk/format';
import type { IChartApi, ISeriesApi } from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Store } from '../../app/createStore.js';
import { useStore } from '../../app/useStore.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { CHART_GESTURES, inPricePane, overlayGestures, pointOn } from '../chart/overlayGestures.js';
import { typingIn } from '../chart/typingIn.js';
import { isRemoved } from '../chart/removedCharts.js';
import { magnetPrice, movedPoints, type ScreenPoint, withAnchorAt } from './drawingGeometry.js';
import { DrawingMenu } from './DrawingMenu.js';
import { drawingMagnet, drawingSession, editNote, pickTool, select } from './drawingSession.js';
import { DrawingsPrimitive, type PlacedDrawing, type ShownDrawing } from './DrawingsPrimitive.js';
import { NoteDialog } from './NoteDialog.js';
import { type DrawingDraft, useDrawings } from './useDrawings.js';

/** The drawn chart the drawings go on: its API, its candle series and the element that holds its panes. */
export interface DrawableChart {
  api: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  element: HTMLElement;
}

interface Props {
  /** The drawn chart, null while there is none; it is created after the screen's first render. */
  chart: Store<DrawableChart | null>;
  /** The candles shown, index for index with the series' bars (during replay, up to the replayed one). */
  candles: readonly ChartCandle[];
  symbol: string;
  duration: Duration;
}

interface Drag {
  drawing: Drawing;
  /** The anchor whose handle is dragged, or null when the whole drawing moves. */
  anchor: number | null;
  fromLogical: number;
  fromPrice: number;
  points: DrawingPoint[] | null;
}

/** Mouse and touch events of a gesture the drawings took, which the chart must not also take as a scroll or a replay. */
const HELD_GESTURES = [...CHART_GESTURES, 'dblclick'] as const;

const rounded = (placed: readonly PlacedDrawing[]) =>
  JSON.stringify(
    placed.map((drawing) => ({
      id: drawing.id,
      kind: drawing.kind,
      points: drawing.points.map(({ x, y }) => ({ x: Math.round(x), y: Math.round(y) })),
      levels: drawing.levels?.map(Math.round) ?? [],
      labels: drawing.labels ?? [],
    })),
  );

/**
 * The trader's drawings on the price pane: placing with the picked tool, selecting, dragging and deleting, kept on
 * the server per symbol and duration. Pointer events the drawings take are held back from the chart.
 */
export function ChartDrawings({ chart: drawnChart, candles, symbol, duration }: Props) {
  const { t } = useTranslation('drawings');
  const chart = useStore(drawnChart);
  const session = useStore(drawingSession);
  const magnet = useStore(drawingMagnet);
  const [language] = useLanguage();
  const { drawings, loaded, save, remove } = useDrawings(symbol, duration);
  const status = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<ShownDrawing | null>(null);
  const [moving, setMoving] = useState<{ id: string; points: DrawingPoint[] } | null>(null);
  const [notePoint, setNotePoint] = useState<DrawingPoint | null>(null);
  const [menu, setMenu] = useState<{ id: string; left: number; top: number } | null>(null);
  const primitive = useMemo(
    () =>
      new DrawingsPrimitive((placed) => {
        if (status.current) status.current.dataset.placed = rounded(placed);
      }),
    [],
  );
  const times = useMemo(() => candles.map((candle) => candle.ts), [candles]);
  // Levels read with the decimals of the last close, as the legend's lines over the candles do.
  const closeDigits = priceDigits(candles[candles.length - 1]?.close ?? 0, symbol);
  const priceText = useMemo(() => (price: number) => formatPrice(price, language, closeDigits, symbol), [language, closeDigits, symbol]);
  /** Shows the new drawing at once and selects it once the server kept it; the tool is used up. */
  const finish = (drawing: DrawingDraft) => {
    setDraft({ id: null, text: '', ...drawing });
    pickTool(null);
    live.current.save.mutate(drawing, { onSuccess: (kept) => select(kept.id), onSettled: () => setDraft(null) });
  };

  const live = useRef({ session, draft, drawings, candles, times, magnet, save, remove, finish });
  live.current = { session, draft, drawings, candles, times, magnet, save, remove, finish };

  // Another chart starts with no tool picked and nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chart's symbol and duration are what resets it
  useEffect(() => {
    pickTool(null);
    setDraft(null);
    setMoving(null);
    setMenu(null);
  }, [symbol, duration]);

  useEffect(() => {
    if (!chart) return;
    chart.candles.attachPrimitive(primitive);
    return () => {
      if (!isRemoved(chart.api)) chart.candles.detachPrimitive(primitive);
    };
  }, [chart, primitive]);

  useEffect(() => {
    const shown: ShownDrawing[] = drawings.map((drawing) => (moving?.id === drawing.id ? { ...drawing, points: moving.points } : drawing));
    primitive.show(times, draft ? [...shown, draft] : shown, session.selected, priceText);
  }, [primitive, times, drawings, moving, draft, session.selected, priceText]);

  useEffect(() => {
    if (!chart) return;
    const { element, api } = chart;
    let drag: Drag | null = null;

    const anchor = (point: ScreenPoint): DrawingPoint | null => {
      const bar = primitive.fromScreen(point);
      if (!bar) return null;
      const candle = live.current.candles[bar.index];
      return { time: bar.time, price: live.current.magnet && candle ? magnetPrice(bar.price, candle) : bar.price };
    };
    const place = (point: DrawingPoint) => {
      const { session: now, draft: placing } = live.current;
      const kind = now.tool;
      if (!kind) return;
      if (kind === 'note') setNotePoint(point);
      else if (DRAWING_POINTS[kind] === 1) live.current.finish({ kind, points: [point] });
      else if (!placing) setDraft({ id: null, kind, points: [point, point], text: '' });
      else live.current.finish({ kind, points: [placing.points[0]!, point] });
    };

    const down = (event: PointerEvent) => {
      if (event.button !== 0) return false;
      const point = pointOn(element, event);
      if (!inPricePane(api, point)) return false;
      if (live.current.session.tool) {
        const placed = anchor(point);
        if (placed) place(placed);
      } else {
        // A handle of the selected drawing comes before any drawing under it.
        const handle = primitive.selectedAnchorAt(point);
        const id = handle >= 0 ? live.current.session.selected : primitive.drawingAt(point);
        if (id === null) {
          if (live.current.session.selected) select(null);
          return false;
        }
        select(id);
        const drawing = live.current.drawings.find((kept) => kept.id === id);
        const fromLogical = primitive.logicalAt(point.x);
        const fromPrice = chart.candles.coordinateToPrice(point.y);
        if (drawing && fromLogical !== null && fromPrice !== null) {
          drag = { drawing, anchor: handle >= 0 ? handle : null, fromLogical, fromPrice, points: null };
          element.setPointerCapture(event.pointerId);
        }
      }
      event.preventDefault();
      event.stopPropagation();
      return true;
    };
    const move = (event: PointerEvent) => {
      const point = pointOn(element, event);
      if (drag) {
        if (drag.anchor !== null) {
          // A handle moves its own anchor only, through the magnet as a placed anchor does.
          const to = anchor(point);
          if (!to) return;
          drag.points = withAnchorAt(drag.drawing.points, drag.anchor, to);
        } else {
          const logical = primitive.logicalAt(point.x);
          const price = chart.candles.coordinateToPrice(point.y);
          if (logical === null || price === null) return;
          const bars = Math.round(logical) - Math.round(drag.fromLogical);
          drag.points = movedPoints(drag.drawing.points, live.current.times, bars, price - drag.fromPrice);
        }
        setMoving({ id: drag.drawing.id, points: drag.points });
        return;
      }
      const placing = live.current.draft;
      if (placing && placing.id === null && live.current.session.tool && inPricePane(api, point)) {
        const end = anchor(point);
        if (end) setDraft({ ...placing, points: [placing.points[0]!, end] });
      }
    };
    const up = (event: PointerEvent) => {
      if (!drag) return;
      const { drawing, points } = drag;
      drag = null;
      if (element.hasPointerCapture(event.pointerId)) element.releasePointerCapture(event.pointerId);
      if (!points) return setMoving(null);
      live.current.save.mutate(
        { id: drawing.id, kind: drawing.kind, points, ...(drawing.kind === 'note' ? { text: drawing.text } : {}) },
        { onSettled: () => setMoving(null) },
      );
    };
    // A right-click (or the chart's long-press) on a drawing is the drawing's, not the price pane's under it.
    const menuAt = (event: MouseEvent) => {
      if (live.current.session.tool) return;
      const id = primitive.drawingAt(pointOn(element, event));
      if (id === null) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      select(id);
      setMenu({ id, left: event.clientX, top: event.clientY });
    };
    // The first click of a double click selected the drawing under it; a note's second opens its words.
    const reword = (event: MouseEvent) => {
      if (live.current.session.tool) return;
      const id = primitive.drawingAt(pointOn(element, event));
      if (id !== null && id === live.current.session.selected && live.current.drawings.some((kept) => kept.id === id && kept.kind === 'note')) {
        editNote(id);
      }
    };
    const key = (event: KeyboardEvent) => {
      if (typingIn(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      const { session: now, draft: placing } = live.current;
      if (event.key === 'Escape' && (placing || now.tool || now.selected)) {
        setDraft(null);
        pickTool(null);
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && now.selected) {
        const id = now.selected;
        live.current.remove.mutate(id, { onSuccess: () => select(null) });
      } else return;
      // Handled here: Esc does not also leave full screen, nor Backspace go anywhere.
      event.preventDefault();
      event.stopPropagation();
    };

    const stopGestures = overlayGestures(element, { down, move, up }, HELD_GESTURES);
    element.addEventListener('dblclick', reword, true);
    element.addEventListener('contextmenu', menuAt, true);
    window.addEventListener('keydown', key, true);
    return () => {
      stopGestures();
      element.removeEventListener('dblclick', reword, true);
      element.removeEventListener('contextmenu', menuAt, true);
      window.removeEventListener('keydown', key, true);
    };
  }, [chart, primitive]);

  const tool = session.tool;
  const menuDrawing = menu === null ? null : (drawings.find((drawing) => drawing.id === menu.id) ?? null);
  const reworded = session.editing === null ? null : (drawings.find((drawing) => drawing.id === session.editing && drawing.kind === 'note') ?? null);
  return (
    <>
      <div
        ref={status}
        hidden
        data-testid="chart-drawings"
        data-loaded={loaded}
        data-count={drawings.length}
        data-kinds={drawings.map((drawing) => drawing.kind).join(' ')}
        data-anchors={JSON.stringify(drawings.map(({ kind, points, text }) => ({ kind, points, text })))}
        data-tool={tool ?? ''}
        data-selected={session.selected ?? ''}
        data-placing={draft?.id === null && tool ? 'yes' : ''}
      />
      {tool && (
        <Chip
          size="small"
          color="primary"
          label={
            // A phone, where the Draw menu stands for the tools, is tapped and has no Esc key.
            <>
              {`${t(`tools.${tool}`)} · `}
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {t(DRAWING_POINTS[tool] === 1 ? 'hint.one' : 'hint.two')}
              </Box>
              <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                {t(DRAWING_POINTS[tool] === 1 ? 'hint.oneTouch' : 'hint.twoTouch')}
              </Box>
            </>
          }
          sx={{ position: 'absolute', bottom: 8, left: '50%', transform: 'translateX(-50%)', zIndex: 2, pointerEvents: 'none' }}
          data-testid="drawing-hint"
        />
      )}
      {menu && menuDrawing && (
        <DrawingMenu
          drawing={menuDrawing}
          symbol={symbol}
          duration={duration}
          anchor={{ left: menu.left, top: menu.top }}
          onRemove={() => remove.mutate(menuDrawing.id, { onSuccess: () => select(null) })}
          onEditNote={() => editNote(menuDrawing.id)}
          onClose={() => setMenu(null)}
        />
      )}
      {notePoint && (
        <NoteDialog
          initialText=""
          editing={false}
          onSave={(text) => {
            finish({ kind: 'note', points: [notePoint], text });
            setNotePoint(null);
          }}
          onCancel={() => {
            setNotePoint(null);
            pickTool(null);
          }}
        />
      )}
      {reworded && (
        <NoteDialog
          key={reworded.id}
          initialText={reworded.text}
          editing
          onSave={(text) => {
            editNote(null);
            save.mutate({ id: reworded.id, kind: 'note', points: reworded.points, text });
          }}
          onCancel={() => editNote(null)}
        />
      )}
    </>
  );
}
