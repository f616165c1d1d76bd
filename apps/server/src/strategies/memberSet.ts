/**
 * A strategy's members as its one strategy_members row holds them: the symbols inside its result set,
 * ascending, and the last bar alerted per symbol, which outlives leaving so that leaving and entering
 * again within one bar stays silent. JSON text reads and writes the same on SQLite and PostgreSQL.
 */
export interface MemberSet {
  inside: string[];
  /** Symbol and opening time of its last bar alerted, epoch seconds; ascending by symbol. */
  alerted: [string, number][];
}

export function encodeMemberSet(set: MemberSet): string {
  return JSON.stringify(set);
}

export function decodeMemberSet(text: string): MemberSet {
  const set = JSON.parse(text) as Partial<MemberSet>;
  return { inside: set.inside ?? [], alerted: set.alerted ?? [] };
}

/**
 * What one cycle changed in a strategy's members, as a strategy_member_changes row holds it: a cycle after a
 * sweep writes these few entries rather than the whole set again. Read in order over the strategy_members row,
 * they give the set as the cycle left it.
 */
export interface MemberChanges {
  /** Symbol, last bar alerted (null for none) and whether it is inside: entries entering or changing. */
  put: [string, number | null, boolean][];
  /** Symbols no longer kept. */
  drop: string[];
}

export function encodeMemberChanges(changes: MemberChanges): string {
  return JSON.stringify(changes);
}

export function decodeMemberChanges(text: string): MemberChanges {
  const changes = JSON.parse(text) as Partial<MemberChanges>;
  return { put: changes.put ?? [], drop: changes.drop ?? [] };
}
