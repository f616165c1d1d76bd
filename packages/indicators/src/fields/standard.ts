import { STANDARD_FIELD_SETTINGS as S } from '../catalogue/standard';
import { type Build, fieldPiece, type Piece, piece } from '../engine/build';
import { rangePositionStep } from '../kernels/bands';
import { relativeStep } from '../kernels/elementwise';
import { cloudStep, shareStep, sideStep, spreadStep } from '../kernels/sides';
import { EMA, SMA, WMA } from '../standard/averages';
import type { StandardBuild } from '../standard/build';
import { BOLLINGER, DONCHIAN, ICHIMOKU, KELTNER } from '../standard/channels';
import { CCI, MACD, RSI, STOCH_RSI, STOCHASTIC, WILLIAMS_R } from '../standard/oscillators';
import { ADX, ATR, PSAR, SUPERTREND } from '../standard/trend';
import { MFI, OBV, VWAP } from '../standard/volume';

/*
 * The standard indicators' fields, built by the chart's own indicator
 * definitions, so a screen, an alert or a backtest reads the very numbers the
 * chart draws at the same settings. Each indicator is a piece of its own: they
 * are independent of one another, and some (VWAP, Ichimoku, Stochastic RSI)
 * cost more than a dozen of the product's fields.
 */

const standard = (b: Build): StandardBuild => ({ state: b.state, input: b.input, scratch: b.scratch, duration: b.duration, add: b.add });
const lines = (b: Build, count: number) => Array.from({ length: count }, () => b.scratch());

/** The close against a line in percent. */
const distance = (b: Build, line: Float64Array, out: Float64Array) => [relativeStep(b.input.close, line, out, 100)];

const [short, mid, long] = S.averages;
const smaPiece = (period: (typeof S.averages)[number]) =>
  fieldPiece(`standard.sma${period}`, (b, out) => {
    // Shared: the golden cross compares the 50- and 200-candle lines.
    const sma = b.shared(`sma${period}`);
    SMA.build(standard(b), { period }, { sma });
    return distance(b, sma, out);
  });
const SMA_50 = smaPiece(mid);
const SMA_200 = smaPiece(long);
const emaPiece = (period: (typeof S.averages)[number]) =>
  fieldPiece(`standard.ema${period}`, (b, out) => {
    const ema = b.scratch();
    EMA.build(standard(b), { period }, { ema });
    return distance(b, ema, out);
  });

const MACD_PIECE = piece(['standard.macd', 'standard.macdSignal', 'standard.macdHistogram'], (b) =>
  MACD.build(standard(b), S.macd, { macd: b.field('standard.macd'), signal: b.field('standard.macdSignal'), histogram: b.field('standard.macdHistogram') }),
);

export const STANDARD_PIECES: readonly Piece[] = [
  smaPiece(short),
  SMA_50,
  SMA_200,
  fieldPiece('standard.goldenCross', (b, out) => [sideStep(b.state, b.shared(`sma${mid}`), b.shared(`sma${long}`), out)], [SMA_50, SMA_200]),
  ...S.averages.map(emaPiece),
  fieldPiece('standard.wma20', (b, out) => {
    const wma = b.scratch();
    WMA.build(standard(b), { period: S.wma }, { wma });
    return distance(b, wma, out);
  }),
  fieldPiece('standard.vwap', (b, out) => {
    const vwap = b.scratch();
    VWAP.build(standard(b), { anchor: 'auto' }, { vwap });
    return distance(b, vwap, out);
  }),
  piece(['standard.bollingerB', 'standard.bollingerWidth'], (b) => {
    const [upper, middle, lower] = lines(b, 3) as [Float64Array, Float64Array, Float64Array];
    BOLLINGER.build(standard(b), S.bollinger, { upper, middle, lower });
    b.add(
      rangePositionStep(b.input.close, lower, upper, b.field('standard.bollingerB'), 1),
      spreadStep(upper, lower, middle, b.field('standard.bollingerWidth'), 100),
    );
  }),
  fieldPiece('standard.keltnerPosition', (b, out) => {
    const [upper, middle, lower] = lines(b, 3) as [Float64Array, Float64Array, Float64Array];
    KELTNER.build(standard(b), S.keltner, { upper, middle, lower });
    return [rangePositionStep(b.input.close, lower, upper, out, 1)];
  }),
  fieldPiece('standard.donchianPosition', (b, out) => {
    const [upper, middle, lower] = lines(b, 3) as [Float64Array, Float64Array, Float64Array];
    DONCHIAN.build(standard(b), { period: S.donchian }, { upper, middle, lower });
    return [rangePositionStep(b.input.close, lower, upper, out, 1)];
  }),
  fieldPiece('standard.ichimokuCloud', (b, out) => {
    const [conversion, base, spanA, spanB, lagging] = lines(b, 5) as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array];
    ICHIMOKU.build(standard(b), S.ichimoku, { conversion, base, spanA, spanB, lagging });
    return [cloudStep(b.state, b.input.close, spanA, spanB, out, S.ichimoku.base - 1)];
  }),
  fieldPiece('standard.supertrend', (b, out) => {
    const [supertrend, direction] = lines(b, 2) as [Float64Array, Float64Array];
    SUPERTREND.build(standard(b), S.supertrend, { supertrend, direction });
    return [sideStep(b.state, b.input.close, supertrend, out)];
  }),
  fieldPiece('standard.psar', (b, out) => {
    const sar = b.scratch();
    PSAR.build(standard(b), S.psar, { sar });
    return [sideStep(b.state, b.input.close, sar, out)];
  }),
  piece(['standard.rsi'], (b) => RSI.build(standard(b), { period: S.rsi }, { rsi: b.field('standard.rsi') })),
  MACD_PIECE,
  fieldPiece('standard.macdCross', (b, out) => [sideStep(b.state, b.field('standard.macd'), b.field('standard.macdSignal'), out)], [MACD_PIECE]),
  piece(['standard.stochK', 'standard.stochD'], (b) =>
    STOCHASTIC.build(standard(b), S.stochastic, { k: b.field('standard.stochK'), d: b.field('standard.stochD') }),
  ),
  piece(['standard.stochRsiK', 'standard.stochRsiD'], (b) =>
    STOCH_RSI.build(standard(b), S.stochRsi, { k: b.field('standard.stochRsiK'), d: b.field('standard.stochRsiD') }),
  ),
  piece(['standard.cci'], (b) => CCI.build(standard(b), { period: S.cci }, { cci: b.field('standard.cci') })),
  piece(['standard.williamsR'], (b) => WILLIAMS_R.build(standard(b), { period: S.williamsR }, { r: b.field('standard.williamsR') })),
  piece(['standard.mfi'], (b) => MFI.build(standard(b), { period: S.mfi }, { mfi: b.field('standard.mfi') })),
  piece(['standard.adx', 'standard.plusDi', 'standard.minusDi'], (b) =>
    ADX.build(standard(b), { period: S.adx }, { adx: b.field('standard.adx'), plusDi: b.field('standard.plusDi'), minusDi: b.field('standard.minusDi') }),
  ),
  fieldPiece('standard.atr', (b, out) => {
    const atr = b.scratch();
    ATR.build(standard(b), { period: S.atr }, { atr });
    return [shareStep(atr, b.input.close, out, 100)];
  }),
  piece(['standard.obv'], (b) => OBV.build(standard(b), {}, { obv: b.field('standard.obv') })),
];
