/** A pane's vertical scale: the values it shows from top to bottom of its box. */
export interface Scale {
  min: number;
  max: number;
  top: number;
  bottom: number;
  /** The price pane can be drawn upside down (the quote screen's flip switch). */
  flipped: boolean;
}

/** The smallest and largest finite value of some lists, or null when none has one. */
export function rangeOf(lists: Iterable<Iterable<number | null>>): { min: number; max: number } | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const list of lists) {
    for (const value of list) {
      if (value === null || !Number.isFinite(value)) continue;
      if (value < min) min = value;
      if (value > max) max = value;
    }
  }
  return min <= max ? { min, max } : null;
}

/** A scale over a range with a margin above and below, so that the highest and lowest marks are not cut by the pane's edge. */
export function scaleOf(range: { min: number; max: number } | null, top: number, bottom: number, margin: number, flipped = false): Scale {
  const { min, max } = range ?? { min: 0, max: 1 };
  const span = max - min || Math.abs(max) || 1;
  return { min: min - span * margin, max: max + span * margin, top, bottom, flipped };
}

export function yOf(scale: Scale, value: number): number {
  const share = (value - scale.min) / (scale.max - scale.min);
  return scale.flipped ? scale.top + share * (scale.bottom - scale.top) : scale.bottom - share * (scale.bottom - scale.top);
}

/** Round values (1, 2 or 5 times a power of ten) for about `count` axis labels inside the scale. */
export function ticksOf(scale: Scale, count: number): number[] {
  const raw = (scale.max - scale.min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let value = Math.ceil(scale.min / step) * step; value <= scale.max; value += step) ticks.push(Number(value.toPrecision(12)));
  return ticks;
}
