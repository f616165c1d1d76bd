import { LADDER_PERIODS } from '../catalogue';
import type { Build } from '../engine/build';
import { emaStep } from '../kernels/average';
import { relativeStep } from '../kernels/elementwise';
import { crossStep, slopeStep } from '../kernels/lagged';
import { trendRouteStep } from './trend';

export function ladderFields(b: Build): void {
  const { close } = b.input;
  const st = b.field('ladder.st');
  const mt = b.field('ladder.mt');
  const lt = b.field('ladder.lt');
  b.add(
    emaStep(b.state, close, st, LADDER_PERIODS.st),
    emaStep(b.state, close, mt, LADDER_PERIODS.mt),
    emaStep(b.state, close, lt, LADDER_PERIODS.lt),
    relativeStep(close, st, b.field('ladder.rst'), 100),
    relativeStep(close, mt, b.field('ladder.rmt'), 100),
    relativeStep(close, lt, b.field('ladder.rlt'), 100),
    slopeStep(b.state, st, b.field('ladder.kst')),
    slopeStep(b.state, mt, b.field('ladder.kmt')),
    slopeStep(b.state, lt, b.field('ladder.klt')),
    crossStep(b.state, close, st, b.field('ladder.crossUpSt'), b.field('ladder.crossDownSt')),
    crossStep(b.state, st, mt, b.field('ladder.stCrossUpMt'), b.field('ladder.stCrossDownMt')),
    trendRouteStep(
      close,
      st,
      mt,
      lt,
      b.field('ladder.kst'),
      b.field('ladder.kmt'),
      b.field('ladder.trend'),
      b.field('ladder.route'),
    ),
  );
}
