const FINDER_LIKE = [true, false, true, true, true, false, true];
const LIGHT_RUN = [false, false, false, false];
const PATTERNS = [
  [...FINDER_LIKE, ...LIGHT_RUN],
  [...LIGHT_RUN, ...FINDER_LIKE],
];

function runPenalty(line: readonly boolean[]): number {
  let score = 0;
  let run = 1;
  for (let i = 1; i <= line.length; i++) {
    if (i < line.length && line[i] === line[i - 1]) {
      run++;
      continue;
    }
    if (run >= 5) score += run - 2;
    run = 1;
  }
  return score;
}

/** The quiet zone is light, so patterns touching the edge count as they would in print. */
function finderLikePenalty(line: readonly boolean[]): number {
  const padded = [...LIGHT_RUN, ...line, ...LIGHT_RUN];
  let score = 0;
  for (let start = 0; start + 11 <= padded.length; start++) {
    for (const pattern of PATTERNS) {
      if (pattern.every((dark, k) => padded[start + k] === dark)) score += 40;
    }
  }
  return score;
}

/**
 * The ISO/IEC 18004 mask evaluation (rules N1 to N4): lower means fewer shapes that confuse a scanner,
 * so the encoder keeps the mask with the lowest score.
 */
export function qrPenalty(modules: readonly (readonly boolean[])[]): number {
  const size = modules.length;
  const columns = modules.map((_, x) => modules.map((row) => row[x]!));
  let score = 0;
  let dark = 0;
  for (const line of [...modules, ...columns]) score += runPenalty(line) + finderLikePenalty(line);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const here = modules[y]![x]!;
      if (here) dark++;
      if (
        x + 1 < size &&
        y + 1 < size &&
        here === modules[y]![x + 1] &&
        here === modules[y + 1]![x] &&
        here === modules[y + 1]![x + 1]
      ) {
        score += 3;
      }
    }
  }
  const total = size * size;
  return score + (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
}
