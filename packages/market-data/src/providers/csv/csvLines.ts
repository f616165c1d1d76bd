/**
 * The file's non-blank lines, as spans of its text: a million lines are found
 * without a string each. `numbers` are 1-based and count every line, blank ones
 * too, as `text.split(/\r\n|\n|\r/)` would.
 */
export interface TextLines {
  starts: number[];
  ends: number[];
  numbers: number[];
}

const LF = 10;
const CR = 13;

/** A line is blank when it holds only white space; a plain character first settles it without a string. */
function isBlank(text: string, start: number, end: number): boolean {
  if (start === end) return true;
  const first = text.charCodeAt(start);
  if (first > 32 && first < 127) return false;
  return text.slice(start, end).trim() === '';
}

export function nonBlankLines(text: string): TextLines {
  const lines: TextLines = { starts: [], ends: [], numbers: [] };
  let nextLf = text.indexOf('\n');
  let nextCr = text.indexOf('\r');
  let start = 0;
  for (let number = 1; ; number++) {
    if (nextLf >= 0 && nextLf < start) nextLf = text.indexOf('\n', start);
    if (nextCr >= 0 && nextCr < start) nextCr = text.indexOf('\r', start);
    const end = nextCr < 0 ? nextLf : nextLf < 0 ? nextCr : Math.min(nextLf, nextCr);
    const lineEnd = end < 0 ? text.length : end;
    if (!isBlank(text, start, lineEnd)) {
      lines.starts.push(start);
      lines.ends.push(lineEnd);
      lines.numbers.push(number);
    }
    if (end < 0) return lines;
    start = text.charCodeAt(end) === CR && text.charCodeAt(end + 1) === LF ? end + 2 : end + 1;
  }
}
