/**
 * Pictures drawn at once. Drawing blocks the event loop and encoding takes libuv's pool (4 threads), so more at once
 * only makes every answer, the panel's included, wait longer.
 */
export const DRAWINGS_AT_ONCE = 4;

/**
 * Pixels all pictures being drawn may hold together: two of the largest (3840×2160). A picture holds about 11 bytes a
 * pixel while it is drawn (the canvas, its pixels read back, the rows to compress), so this keeps drawing under about
 * 200 MB however many pictures are asked for at once.
 */
export const PIXELS_AT_ONCE = 2 * 3840 * 2160;

export interface DrawingLimits {
  drawings: number;
  pixels: number;
}

/** Draws a picture of this many pixels once the limits leave room for it, in the order they were asked. */
export type DrawInTurn = <T>(pixels: number, draw: () => Promise<T>) => Promise<T>;

/**
 * The queue pictures wait in before being drawn. First come, first drawn: a large picture is never overtaken by small
 * ones for ever, and one larger than the whole budget is drawn alone.
 */
export function drawingQueue(limits: DrawingLimits = { drawings: DRAWINGS_AT_ONCE, pixels: PIXELS_AT_ONCE }): DrawInTurn {
  let drawing = 0;
  let pixelsHeld = 0;
  const waiting: { pixels: number; start: () => void }[] = [];

  const startWhatFits = () => {
    for (let next = waiting[0]; next; next = waiting[0]) {
      const fits = drawing === 0 || (drawing < limits.drawings && pixelsHeld + next.pixels <= limits.pixels);
      if (!fits) return;
      waiting.shift();
      drawing++;
      pixelsHeld += next.pixels;
      next.start();
    }
  };

  return async (pixels, draw) => {
    await new Promise<void>((start) => {
      waiting.push({ pixels, start });
      startWhatFits();
    });
    try {
      return await draw();
    } finally {
      drawing--;
      pixelsHeld -= pixels;
      startWhatFits();
    }
  };
}
