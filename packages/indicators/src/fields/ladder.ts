import { LADDER_PERIODS } from '../catalogue';
import { fieldPiece, type Piece, piece } from '../engine/build';
import { emaStep } from '../kernels/average';
import { relativeStep } from '../kernels/elementwise';
import { crossStep, slopeStep } from '../kernels/lagged';
import { trendRouteStep } from './trend';

type Line = keyof typeof LADDER_PERIODS;
const LINES: readonly Line[] = ['st', 'mt', 'lt'];

const EMAS = new Map(LINES.map((l) => [l, fieldPiece(`ladder.${l}`, (b, out) => [emaStep(b.state, b.input.close, out, LADDER_PERIODS[l])])]));
const ema = (l: Line) => EMAS.get(l)!;
const ANGLES = new Map(LINES.map((l) => [l, fieldPiece(`ladder.k${l}`, (b, out) => [slopeStep(b.state, b.field(`ladder.${l}`), out)], [ema(l)])]));

/** Each line, its distance, its angle, the two crossings, trend and route: one piece each. */
export const LADDER_PIECES: readonly Piece[] = [
  ...EMAS.values(),
  ...LINES.map((l) => fieldPiece(`ladder.r${l}`, (b, out) => [relativeStep(b.input.close, b.field(`ladder.${l}`), out, 100)], [ema(l)])),
  ...ANGLES.values(),
  piece(
    ['ladder.crossUpSt', 'ladder.crossDownSt'],
    (b) => b.add(crossStep(b.state, b.input.close, b.field('ladder.st'), b.field('ladder.crossUpSt'), b.field('ladder.crossDownSt'))),
    [ema('st')],
  ),
  piece(
    ['ladder.stCrossUpMt', 'ladder.stCrossDownMt'],
    (b) => b.add(crossStep(b.state, b.field('ladder.st'), b.field('ladder.mt'), b.field('ladder.stCrossUpMt'), b.field('ladder.stCrossDownMt'))),
    [ema('st'), ema('mt')],
  ),
  piece(
    ['ladder.trend', 'ladder.route'],
    (b) =>
      b.add(
        trendRouteStep(
          b.input.close,
          b.field('ladder.st'),
          b.field('ladder.mt'),
          b.field('ladder.lt'),
          b.field('ladder.kst'),
          b.field('ladder.kmt'),
          b.field('ladder.trend'),
          b.field('ladder.route'),
        ),
      ),
    [ema('st'), ema('mt'), ema('lt'), ANGLES.get('st')!, ANGLES.get('mt')!],
  ),
];
