export * from './catalogue';
export { BARS_PER_YEAR, barsPerYear, type DurationOptions } from './durations';
export { type Analysis, type ComputeOptions, compute, rowAt } from './engine/compute';
export { Stream, type StreamOptions } from './engine/stream';
export { A, B, C, D, QUADRANT_COLOUR, type Colour, columnQuadrant, isLegalMove, nextQuadrant, stageOf } from './fields/phase';
export {
  ema,
  highest,
  kd,
  kdLines,
  type KdLines,
  lowest,
  macd,
  macdLines,
  type MacdLines,
  rsi,
  sma,
} from './primitives';
export { type Candle, type Series, seriesFromCandles } from './series';
export * from './standard';
export { Workspace } from './workspace';
export { type Pivot, ZIGZAG_SETS, type ZigzagParams, zigzag } from './zigzag';
