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
