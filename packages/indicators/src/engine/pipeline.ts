import { CATALOGUE, type Duration, type FieldId, fieldIndex } from '../catalogue';
import { State, type Step } from '../core/state';
import { CANDLE_PIECES } from '../fields/candle';
import { FEATURE_PIECES } from '../fields/feature';
import { KD_PIECES } from '../fields/kd';
import { LADDER_PIECES } from '../fields/ladder';
import { MATRIX_PIECES } from '../fields/matrix';
import { STANDARD_PIECES } from '../fields/standard';
import { wavePieces } from '../fields/wave';
import type { Build, Inputs, Piece } from './build';
import { layout, type Shape } from './layout';

export interface Pipeline {
  state: State;
  steps: Step[];
}

/** Every piece of the catalogue, each after the pieces it reads. */
export const PIECES: readonly Piece[] = [
  ...CANDLE_PIECES,
  ...MATRIX_PIECES,
  ...LADDER_PIECES,
  ...KD_PIECES,
  ...FEATURE_PIECES,
  ...wavePieces('sine'),
  ...wavePieces('chord'),
  ...STANDARD_PIECES,
];

const PLACES = new Map(PIECES.map((p, i) => [p, i]));

/** Names a set of pieces, for keeping one pipeline a set. */
export const piecesKey = (pieces: readonly Piece[]) => (pieces === PIECES ? 'all' : pieces.map((p) => PLACES.get(p)).join());

const writers = new Map<FieldId, Piece>(PIECES.flatMap((p) => p.writes.map((id) => [id, p] as const)));

/** The pieces that write the given fields and those they read, in pipeline order; every piece when no fields are given. */
export function piecesFor(fields?: readonly FieldId[]): readonly Piece[] {
  if (!fields) return PIECES;
  const wanted = new Set<Piece>();
  const visit = (p: Piece) => {
    if (wanted.has(p)) return;
    wanted.add(p);
    for (const need of p.needs) visit(need);
  };
  for (const id of fields) {
    const writer = writers.get(id);
    if (!writer) throw new Error(`${id} is not a catalogue field`);
    visit(writer);
  }
  return PIECES.filter((p) => wanted.has(p));
}

const EVERY_FIELD: readonly FieldId[] = CATALOGUE.map((def) => def.id);

/**
 * The whole catalogue's columns. Its intermediates, counted by hand (the
 * layout refuses a pipeline that asks for more): mean volume, mean band width
 * and four feature extremes, then the standard indicators' lines that their
 * fields are computed from and those lines' own intermediates.
 */
const EVERY_PIECE: Shape = { fields: EVERY_FIELD, scratch: 6 + 48 };

/** More intermediate columns than any one piece asks for, for counting them. */
const MOST_SCRATCH = 64;
const scratchCounts = new Map<Piece, number>();

/**
 * Intermediate columns a piece asks for, counted once by building it alone
 * over one bar. Only parts of the catalogue are counted so: while a kernel
 * has made one closure, V8 may specialise that closure's code on what it
 * captured, and counting builds made before the whole catalogue's only
 * pipeline measured 5 to 7 % slower on its compute.
 */
function scratchOf(p: Piece): number {
  let count = scratchCounts.get(p);
  if (count === undefined) {
    const one = layout(1, { fields: EVERY_FIELD, scratch: MOST_SCRATCH });
    let asked = 0;
    const scratch = () => {
      asked++;
      return one.scratch();
    };
    buildPipeline(one.input, one.column, scratch, 1, '1d', [p]);
    count = asked;
    scratchCounts.set(p, count);
  }
  return count;
}

/**
 * The columns the pieces write: their fields in catalogue order and their
 * intermediate columns (for a part of the catalogue, a column two pieces
 * share is counted for each).
 */
export function shapeOf(pieces: readonly Piece[]): Shape {
  if (pieces === PIECES) return EVERY_PIECE;
  const fields = pieces.flatMap((p) => p.writes).sort((a, b) => fieldIndex(a) - fieldIndex(b));
  return { fields, scratch: pieces.reduce((sum, p) => sum + scratchOf(p), 0) };
}

/**
 * Adds the pieces' steps in pipeline order over the given columns. Batch
 * passes whole-series columns, streaming passes one-bar columns.
 */
export function buildPipeline(
  input: Inputs,
  field: (id: FieldId) => Float64Array,
  scratch: () => Float64Array,
  barsPerYear: number,
  duration: Duration,
  pieces: readonly Piece[] = PIECES,
): Pipeline {
  const state = new State();
  const steps: Step[] = [];
  const shared = new Map<string, Float64Array>();
  const build: Build = {
    state,
    input,
    field,
    scratch,
    shared: (name) => {
      const column = shared.get(name) ?? scratch();
      shared.set(name, column);
      return column;
    },
    barsPerYear,
    duration,
    add: (...more) => steps.push(...more),
  };
  for (const p of pieces) p.build(build);
  state.seal();
  return { state, steps };
}
