import { KD_PERIODS } from '../catalogue';
import { fieldPiece, type Piece, piece } from '../engine/build';
import { jLineStep } from '../kernels/elementwise';
import { kdStep } from '../kernels/kd';

const KD = piece(['kd.k', 'kd.d'], (b) => {
  const { high, low, close } = b.input;
  b.add(kdStep(b.state, high, low, close, b.field('kd.k'), b.field('kd.d'), KD_PERIODS.n, KD_PERIODS.kSmooth, KD_PERIODS.dSmooth));
});

/** K and D come out of one step; J is read off them. */
export const KD_PIECES: readonly Piece[] = [KD, fieldPiece('kd.j', (b, out) => [jLineStep(b.field('kd.k'), b.field('kd.d'), out)], [KD])];
