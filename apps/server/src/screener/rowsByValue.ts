/** A double's 64 bits as two 32-bit halves, read as unsigned integers that order as the doubles do. */
const double = new Float64Array(1);
const halves = new Uint32Array(double.buffer);
const LOW = 0;
const HIGH = 1;
/** The key's digits, least significant first: [half, shift, width]. 11 bits keep the counts small. */
const DIGITS = [
  [LOW, 0, 11],
  [LOW, 11, 11],
  [LOW, 22, 10],
  [HIGH, 0, 11],
  [HIGH, 11, 11],
  [HIGH, 22, 10],
] as const;

/**
 * The first `size` rows of the column holding a value (not NaN), ascending by it, rows of equal values
 * in row order: what a stable sort comparing the values gives, -0 and 0 being equal. A radix sort on the
 * values' bits, many times faster than calling a comparator for a column of every symbol.
 */
export function rowsByValue(column: Float64Array, size: number): Int32Array {
  let present = 0;
  for (let row = 0; row < size; row++) if (!Number.isNaN(column[row]!)) present++;
  let rows = new Int32Array(present);
  if (present === 0) return rows;
  const keys = [new Uint32Array(size), new Uint32Array(size)] as const;
  for (let row = 0, i = 0; row < size; row++) {
    const value = column[row]!;
    if (Number.isNaN(value)) continue;
    double[0] = value === 0 ? 0 : value;
    // Negatives order backwards and below every positive: their bits are flipped, a positive's sign bit set.
    const negative = halves[HIGH]! >= 0x80000000;
    keys[HIGH][row] = negative ? ~halves[HIGH]! >>> 0 : (halves[HIGH]! | 0x80000000) >>> 0;
    keys[LOW][row] = negative ? ~halves[LOW]! >>> 0 : halves[LOW]!;
    rows[i++] = row;
  }
  let spare = new Int32Array(present);
  const counts = new Int32Array(2 ** 11 + 1);
  for (const [half, shift, width] of DIGITS) {
    const key = keys[half];
    const mask = 2 ** width - 1;
    counts.fill(0);
    for (let i = 0; i < present; i++) counts[((key[rows[i]!]! >>> shift) & mask) + 1]!++;
    // Every row has the same digit: this pass would leave them as they are.
    if (counts[((key[rows[0]!]! >>> shift) & mask) + 1] === present) continue;
    for (let digit = 0; digit < mask; digit++) counts[digit + 1]! += counts[digit]!;
    for (let i = 0; i < present; i++) {
      const row = rows[i]!;
      spare[counts[(key[row]! >>> shift) & mask]!++] = row;
    }
    [rows, spare] = [spare, rows];
  }
  return rows;
}
