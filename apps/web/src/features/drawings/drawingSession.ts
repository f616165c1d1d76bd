import type { DrawingKind } from '@signaldesk/contract';
import { createLocalFlag } from '../../app/createLocalFlag.js';
import { createStore } from '../../app/createStore.js';

/**
 * The tool picked from the toolbar (null: the pointer scrolls the chart), the drawing selected on the chart and the
 * note whose words are being edited.
 */
export interface DrawingSession {
  tool: DrawingKind | null;
  selected: string | null;
  editing: string | null;
}

/** One quote chart is on screen at a time, so its toolbar and its drawing layer share one session. */
export const drawingSession = createStore<DrawingSession>({ tool: null, selected: null, editing: null });

export const pickTool = (tool: DrawingKind | null) => drawingSession.set({ tool, selected: null, editing: null });
export const select = (selected: string | null) => drawingSession.set({ ...drawingSession.get(), selected });
export const editNote = (editing: string | null) => drawingSession.set({ ...drawingSession.get(), editing });

/** The magnet: anchors snap to the nearest open, high, low or close of the candle under the pointer. */
export const drawingMagnet = createLocalFlag('chart.drawingMagnet');
