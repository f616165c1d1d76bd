/**
 * The wave's phase machine. Quadrant codes: 1 A deep green (column below zero
 * and falling), 2 B light green (below zero, rising), 3 C deep red (above zero,
 * rising), 4 D light red (above zero, falling). Legal moves: A→B, B→A or C,
 * C→D, D→C or A, and staying put.
 *
 * The machine runs on every bar of two waves, and a column's direction is a
 * coin toss the branch predictor cannot learn, so it is written as table
 * lookups indexed by `+(a > b)`, which V8 compiles without a jump.
 */
export const A = 1;
export const B = 2;
export const C = 3;
export const D = 4;

export type Colour = 'deep green' | 'light green' | 'deep red' | 'light red';
export const QUADRANT_COLOUR: Record<number, Colour> = {
  [A]: 'deep green',
  [B]: 'light green',
  [C]: 'deep red',
  [D]: 'light red',
};

/** Bit (from - 1) * 4 + (to - 1) is set when from → to is allowed (staying included). */
const LEGAL_BITS =
  (1 << 0) | (1 << 1) | // A → A, B
  (1 << 4) | (1 << 5) | (1 << 6) | // B → A, B, C
  (1 << 10) | (1 << 11) | // C → C, D
  (1 << 12) | (1 << 14) | (1 << 15); // D → A, C, D

export function isLegalMove(from: number, to: number): boolean {
  return ((LEGAL_BITS >>> ((from - 1) * 4 + (to - 1))) & 1) === 1;
}

// Indexed by the current quadrant, 0 standing for none yet.
/** Side a zero column keeps: that of the current quadrant; above when there is none. */
const ABOVE_OF = Uint8Array.of(1, 0, 0, 1, 1);
/** Direction a column equal to the previous keeps: that of the current quadrant; rising when none. */
const RISING_OF = Uint8Array.of(1, 0, 1, 1, 0);
/** Quadrant shown by a column, indexed by above * 2 + rising. */
const SEEN = Uint8Array.of(A, B, D, C);
/**
 * Next quadrant, indexed by current * 5 + seen: the column's own quadrant when
 * the move is legal, else the forward step of the cycle A→B→C→D→A. Only a
 * jump across zero out of a growing phase (A to a rising red column, C to a
 * falling green one), or right after such a step, takes the forward step.
 */
const NEXT = Uint8Array.from({ length: 25 }, (_, i) => {
  const current = Math.floor(i / 5);
  const seen = i % 5;
  if (current === 0 || seen === 0 || isLegalMove(current, seen)) return seen;
  return (current % 4) + 1;
});

/** Quadrant code (1 to 4) of a column from its sign and direction, ties settled by the current quadrant (0 for none). */
function seenQuadrant(current: number, bar: number, prevBar: number): number {
  const above = +(bar > 0) | (+(bar === 0) & ABOVE_OF[current]!);
  const rising = +(bar > prevBar) | (+(bar === prevBar) & RISING_OF[current]!);
  return SEEN[above * 2 + rising]!;
}

/**
 * A column's sign and direction as four bits (above zero, at zero, above the
 * previous column, equal to it), which do not depend on the quadrant.
 */
export function moveCode(bar: number, prevBar: number): number {
  return +(bar > 0) | (+(bar === 0) << 1) | (+(bar > prevBar) << 2) | (+(bar === prevBar) << 3);
}

/**
 * Next quadrant indexed by current * 16 + moveCode. The quadrant is the one
 * value a bar needs from the bar before, so the machine's bar-to-bar chain is
 * this one lookup; the ties, which need the current quadrant, are settled
 * when the table is built.
 */
export const MOVES = Uint8Array.from({ length: 5 * 16 }, (_, i) => {
  const current = i >> 4;
  const code = i & 15;
  const above = (code & 1) | ((code >> 1) & 1 & ABOVE_OF[current]!);
  const rising = ((code >> 2) & 1) | ((code >> 3) & 1 & RISING_OF[current]!);
  return NEXT[current * 5 + SEEN[above * 2 + rising]!]!;
});

/** Next quadrant code from the current one (0 for none). */
export function stepQuadrant(current: number, bar: number, prevBar: number): number {
  return MOVES[(current << 4) | moveCode(bar, prevBar)]!;
}

/** The column's own quadrant; `current` may be NaN before the first one. */
export function columnQuadrant(current: number, bar: number, prevBar: number): number {
  return seenQuadrant(Number.isNaN(current) ? 0 : current, bar, prevBar);
}

/** The machine's next quadrant; `current` may be NaN before the first one. */
export function nextQuadrant(current: number, bar: number, prevBar: number): number {
  return stepQuadrant(Number.isNaN(current) ? 0 : current, bar, prevBar);
}

/** Stage codes indexed by (sign of fast + 1) * 3 + (sign of column + 1); 0 where either is zero. */
const STAGE = Uint8Array.of(3, 0, 4, 0, 0, 0, 2, 0, 1);

/** Stage a to d (1 to 4) from the signs of the fast line and the column; 0 when either is exactly zero. */
export function stageOf(fast: number, bar: number): number {
  return STAGE[(+(fast > 0) - +(fast < 0) + 1) * 3 + (+(bar > 0) - +(bar < 0) + 1)]!;
}
