/**
 * What counts as text in a call's body. A NUL or half of a surrogate pair is never something a trader typed, and
 * PostgreSQL stores neither (text refuses NUL, jsonb both), so the server holds every string of every body,
 * keys included, to this rule before any field's schema reads it.
 */
const HALF_A_CHARACTER = /\p{Surrogate}/u;

export function isText(value: string): boolean {
  return !value.includes('\u0000') && !HALF_A_CHARACTER.test(value);
}

interface Visit {
  value: unknown;
  key: string | number | undefined;
  parent: Visit | undefined;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string in a parsed JSON body that is not text, or undefined when every one is. A key that
 * is not text names the object holding it. Walked without recursion: a body of nested arrays is as deep as it is long.
 */
export function notTextPath(body: unknown): (string | number)[] | undefined {
  const stack: Visit[] = [{ value: body, key: undefined, parent: undefined }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (!isText(value)) return pathOf(visit);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) stack.push({ value: value[index], key: index, parent: visit });
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      if (entries.some(([key]) => !isText(key))) return pathOf(visit);
      for (const [key, item] of entries.reverse()) stack.push({ value: item, key, parent: visit });
    }
  }
  return undefined;
}
