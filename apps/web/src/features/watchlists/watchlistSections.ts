import type { Watchlist, WatchlistItem } from '@signaldesk/contract';

/** One section as the table shows it; '' names the unnamed one at the list's top. */
export interface Section {
  name: string;
  items: WatchlistItem[];
}

/** Where a moved symbol lands: in a section, before one of its symbols, or at its end when `before` is null. */
export interface Landing {
  section: string;
  before: string | null;
}

/** The list's symbols by section in the trader's order, the unnamed section first, an empty section kept. */
export function sectionsOf(list: Pick<Watchlist, 'sections' | 'items'>): Section[] {
  const sections = ['', ...list.sections].map((name): Section => ({ name, items: [] }));
  const byName = new Map(sections.map((section) => [section.name, section]));
  for (const item of list.items) (byName.get(item.section) ?? sections[0]!).items.push(item);
  return sections;
}

/** The sections with one symbol moved to its landing; unchanged when the landing is the symbol itself. */
export function moveSymbol(sections: readonly Section[], symbol: string, landing: Landing): Section[] {
  const moving = sections.flatMap((section) => section.items).find((item) => item.symbol === symbol);
  if (!moving || landing.before === symbol) return [...sections];
  return sections.map((section) => {
    const items = section.items.filter((item) => item.symbol !== symbol);
    if (section.name !== landing.section) return { ...section, items };
    const at = landing.before === null ? -1 : items.findIndex((item) => item.symbol === landing.before);
    const moved = { ...moving, section: section.name };
    return { ...section, items: at < 0 ? [...items, moved] : [...items.slice(0, at), moved, ...items.slice(at)] };
  });
}

/** The landing of a drop on a symbol's row: before it over the row's upper half, after it over the lower. */
export function landingOnRow(sections: readonly Section[], over: string, lowerHalf: boolean): Landing | null {
  const section = sections.find((candidate) => candidate.items.some((item) => item.symbol === over));
  if (!section) return null;
  if (!lowerHalf) return { section: section.name, before: over };
  const next = section.items[section.items.findIndex((item) => item.symbol === over) + 1];
  return { section: section.name, before: next?.symbol ?? null };
}

/** A drop on a section's header puts the symbol first in it, where the trader's eye is. */
export function landingOnHeader(sections: readonly Section[], name: string): Landing {
  return { section: name, before: sections.find((section) => section.name === name)?.items[0]?.symbol ?? null };
}

/**
 * The landing one place up or down, the keyboard's move: past a section's edge the symbol enters the neighbouring
 * section, at its end going up and at its top going down. Null at the list's ends.
 */
export function stepLanding(sections: readonly Section[], symbol: string, step: -1 | 1): Landing | null {
  const at = sections.findIndex((section) => section.items.some((item) => item.symbol === symbol));
  if (at < 0) return null;
  const { name, items } = sections[at]!;
  const index = items.findIndex((item) => item.symbol === symbol);
  if (step === -1) {
    if (index > 0) return { section: name, before: items[index - 1]!.symbol };
    const previous = sections[at - 1];
    return previous ? { section: previous.name, before: null } : null;
  }
  if (index < items.length - 1) return { section: name, before: items[index + 2]?.symbol ?? null };
  const next = sections[at + 1];
  return next ? landingOnHeader(sections, next.name) : null;
}

/** The order call's items: every symbol once with its section, the unnamed section's first. */
export function orderItems(sections: readonly Section[]): { symbol: string; section: string }[] {
  return sections.flatMap((section) => section.items.map((item) => ({ symbol: item.symbol, section: section.name })));
}

/** Whether two arrangements put every symbol in the same place, so a drop that changed nothing is not sent. */
export function sameOrder(a: readonly Section[], b: readonly Section[]): boolean {
  return JSON.stringify(orderItems(a)) === JSON.stringify(orderItems(b));
}

/** The order call's items after a section is renamed: its symbols keep their places under the new name. */
export function renamedSection(sections: readonly Section[], from: string, to: string): { symbol: string; section: string }[] {
  return orderItems(sections).map((item) => (item.section === from ? { ...item, section: to } : item));
}
