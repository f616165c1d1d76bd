import { ECONOMIC_EVENT_NAMES, economicEventKind, economicEventName } from '@signaldesk/contract';
import { expect, it } from 'vitest';
import { demoEconomicSource } from '../src/overview/calendar/demoReleases.js';

const DAY = 86_400;

it('gives every kind of event the demo calendar releases in a year a Chinese name', async () => {
  const now = Date.UTC(2026, 0, 1) / 1000;
  const events = await demoEconomicSource(() => now).events(now, now + 366 * DAY);
  const titles = [...new Set(events.map((event) => event.title))];
  expect(titles.length).toBeGreaterThan(20);
  const unnamed = titles.filter((title) => !ECONOMIC_EVENT_NAMES[economicEventKind(title)]);
  expect(unnamed, 'add these kinds to ECONOMIC_EVENT_NAMES in packages/contract/src/economicEvents.ts').toEqual([]);
  for (const title of titles) expect(economicEventName(title, 'zh')).toMatch(/\p{Script=Han}/u);
});

it('keys each name by its own English text, and shows an unknown kind under the source name', () => {
  for (const [kind, name] of Object.entries(ECONOMIC_EVENT_NAMES)) expect(economicEventKind(name.en)).toBe(kind);
  expect(economicEventKind('S&P Global Manufacturing PMI')).toBe('s-p-global-manufacturing-pmi');
  expect(economicEventName('CPI y/y', 'zh')).toBe('CPI（年同比）');
  expect(economicEventName('CPI y/y', 'en')).toBe('CPI y/y');
  expect(economicEventName('Westpac Leading Index', 'zh')).toBe('Westpac Leading Index');
});
