/** Field separators a spreadsheet export may use. */
export type Separator = ',' | ';' | '\t';

const SEPARATORS: readonly Separator[] = [',', ';', '\t'];

/** Splits one line into cells: double quotes group a cell and `""` inside them is a quote. */
export function splitCells(line: string, separator: Separator): string[] {
  if (!line.includes('"')) return line.split(separator).map((cell) => cell.trim());
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/** The separator that cuts the first line into the most cells (a comma when the line has none). */
export function detectSeparator(line: string): Separator {
  let best: Separator = ',';
  let most = 1;
  for (const separator of SEPARATORS) {
    const count = splitCells(line, separator).length;
    if (count > most) {
      best = separator;
      most = count;
    }
  }
  return best;
}

/** Longer cells are cut in messages: a whole line pasted into one cell would bury the reason. */
const SHOWN_LENGTH = 60;

/**
 * A cell as a message quotes it: control bytes written as `\x1A`, so a stray byte shows instead of moving the
 * terminal's cursor or ending the output early.
 */
export function shown(cell: string): string {
  const cut = cell.length > SHOWN_LENGTH ? `${cell.slice(0, SHOWN_LENGTH)}…` : cell;
  return cut.replace(/\p{Cc}/gu, (c) => `\\x${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
