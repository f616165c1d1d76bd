import {
  easterSunday,
  epochDay,
  isWeekend,
  MONDAY,
  nthWeekday,
  SATURDAY,
  SUNDAY,
  THURSDAY,
  weekdayOf,
} from './clock.js';

/**
 * Exchange holidays, as epoch days. New York's are computed from NYSE Rule
 * 7.2; Hong Kong's follow the General Holidays Ordinance with the lunar
 * festivals from the Hong Kong Observatory's Gregorian–lunar tables; the
 * mainland exchanges close on the State Council's yearly holiday arrangement,
 * as the SSE/SZSE closure notices published it (2027 not yet published:
 * estimated from the same pattern). Outside 2015–2027 the lunar tables stop,
 * so Hong Kong and the mainland keep only their fixed-date holidays there.
 */

export interface HolidayYear {
  closed: ReadonlySet<number>;
  /** Days the market shuts early (New York at 13:00) or trades the morning only (Hong Kong). */
  short: ReadonlySet<number>;
}

const NO_DAYS: ReadonlySet<number> = new Set();

/** Closures outside the rules: national days of mourning. */
const NYSE_SPECIAL_CLOSURES = [epochDay(2018, 12, 5), epochDay(2025, 1, 9)];

function observedNyse(day: number): number {
  const weekday = weekdayOf(day);
  if (weekday === SATURDAY) return day - 1;
  if (weekday === SUNDAY) return day + 1;
  return day;
}

export function nyseHolidays(year: number): HolidayYear {
  const closed = new Set<number>(NYSE_SPECIAL_CLOSURES);
  // New Year's Day on a Saturday is not moved back into the old year.
  const newYear = epochDay(year, 1, 1);
  if (weekdayOf(newYear) !== SATURDAY) closed.add(observedNyse(newYear));
  closed.add(nthWeekday(year, 1, MONDAY, 3));
  closed.add(nthWeekday(year, 2, MONDAY, 3));
  closed.add(easterSunday(year) - 2);
  closed.add(nthWeekday(year, 5, MONDAY, -1));
  if (year >= 2022) closed.add(observedNyse(epochDay(year, 6, 19)));
  closed.add(observedNyse(epochDay(year, 7, 4)));
  closed.add(nthWeekday(year, 9, MONDAY, 1));
  const thanksgiving = nthWeekday(year, 11, THURSDAY, 4);
  closed.add(thanksgiving);
  closed.add(observedNyse(epochDay(year, 12, 25)));

  const short = new Set<number>();
  const julyThird = epochDay(year, 7, 3);
  if (!isWeekend(julyThird) && !isWeekend(julyThird + 1) && !closed.has(julyThird)) short.add(julyThird);
  short.add(thanksgiving + 1);
  const christmasEve = epochDay(year, 12, 24);
  if (!isWeekend(christmasEve) && !closed.has(christmasEve)) short.add(christmasEve);
  return { closed, short };
}

/** Gregorian dates of the lunar festivals, [month, day] per year from 2015. */
interface LunarYear {
  newYear: [number, number];
  chingMing: [number, number];
  buddha: [number, number];
  tuenNg: [number, number];
  midAutumn: [number, number];
  chungYeung: [number, number];
}

const LUNAR: Record<number, LunarYear> = {
  2015: { newYear: [2, 19], chingMing: [4, 5], buddha: [5, 25], tuenNg: [6, 20], midAutumn: [9, 27], chungYeung: [10, 21] },
  2016: { newYear: [2, 8], chingMing: [4, 4], buddha: [5, 14], tuenNg: [6, 9], midAutumn: [9, 15], chungYeung: [10, 9] },
  2017: { newYear: [1, 28], chingMing: [4, 4], buddha: [5, 3], tuenNg: [5, 30], midAutumn: [10, 4], chungYeung: [10, 28] },
  2018: { newYear: [2, 16], chingMing: [4, 5], buddha: [5, 22], tuenNg: [6, 18], midAutumn: [9, 24], chungYeung: [10, 17] },
  2019: { newYear: [2, 5], chingMing: [4, 5], buddha: [5, 12], tuenNg: [6, 7], midAutumn: [9, 13], chungYeung: [10, 7] },
  2020: { newYear: [1, 25], chingMing: [4, 4], buddha: [4, 30], tuenNg: [6, 25], midAutumn: [10, 1], chungYeung: [10, 25] },
  2021: { newYear: [2, 12], chingMing: [4, 4], buddha: [5, 19], tuenNg: [6, 14], midAutumn: [9, 21], chungYeung: [10, 14] },
  2022: { newYear: [2, 1], chingMing: [4, 5], buddha: [5, 8], tuenNg: [6, 3], midAutumn: [9, 10], chungYeung: [10, 4] },
  2023: { newYear: [1, 22], chingMing: [4, 5], buddha: [5, 26], tuenNg: [6, 22], midAutumn: [9, 29], chungYeung: [10, 23] },
  2024: { newYear: [2, 10], chingMing: [4, 4], buddha: [5, 15], tuenNg: [6, 10], midAutumn: [9, 17], chungYeung: [10, 11] },
  2025: { newYear: [1, 29], chingMing: [4, 4], buddha: [5, 5], tuenNg: [5, 31], midAutumn: [10, 6], chungYeung: [10, 29] },
  2026: { newYear: [2, 17], chingMing: [4, 5], buddha: [5, 24], tuenNg: [6, 19], midAutumn: [9, 25], chungYeung: [10, 18] },
  2027: { newYear: [2, 6], chingMing: [4, 5], buddha: [5, 13], tuenNg: [6, 9], midAutumn: [9, 15], chungYeung: [10, 8] },
};

/** Closures outside the rules: the 70th anniversary of victory in 1945. */
const HKEX_SPECIAL_CLOSURES = [epochDay(2015, 9, 3)];

export function hkexHolidays(year: number): HolidayYear {
  const on = (monthDay: [number, number], plus = 0) => epochDay(year, monthDay[0], monthDay[1]) + plus;
  const nominal = [epochDay(year, 1, 1), epochDay(year, 5, 1), epochDay(year, 7, 1), epochDay(year, 10, 1)];
  const easter = easterSunday(year);
  nominal.push(easter - 2, easter + 1, epochDay(year, 12, 25), epochDay(year, 12, 26));
  const lunar = LUNAR[year];
  if (lunar) {
    const newYear = on(lunar.newYear);
    nominal.push(newYear, newYear + 1, newYear + 2);
    nominal.push(on(lunar.chingMing), on(lunar.buddha), on(lunar.tuenNg), on(lunar.midAutumn, 1), on(lunar.chungYeung));
  }
  // A holiday on a Sunday passes to the next day that is not already a holiday.
  const closed = new Set<number>(HKEX_SPECIAL_CLOSURES);
  for (const day of nominal) if (weekdayOf(day) !== SUNDAY) closed.add(day);
  for (const day of nominal.filter((d) => weekdayOf(d) === SUNDAY).sort((a, b) => a - b)) {
    let substitute = day + 1;
    while (closed.has(substitute)) substitute++;
    closed.add(substitute);
  }

  // Christmas Eve, New Year's Eve and Lunar New Year's Eve trade the morning only.
  const short = new Set<number>();
  const eves = [epochDay(year, 12, 24), epochDay(year, 12, 31)];
  if (lunar) eves.push(on(lunar.newYear, -1));
  for (const eve of eves) if (!isWeekend(eve) && !closed.has(eve)) short.add(eve);
  return { closed, short };
}

/** Calendar ranges (MMDD-MMDD, weekends included) on which Shanghai and Shenzhen stay shut. */
const SSE_CLOSURES: Record<number, string> = {
  2015: '0101-0103 0218-0224 0404-0406 0501-0503 0620-0622 0903-0905 1001-1007',
  2016: '0101-0103 0207-0213 0402-0404 0430-0502 0609-0611 0915-0917 1001-1007',
  2017: '0101-0102 0127-0202 0402-0404 0429-0501 0528-0530 1001-1008',
  2018: '0101-0101 0215-0221 0405-0407 0429-0501 0616-0618 0922-0924 1001-1007 1230-1231',
  2019: '0101-0101 0204-0210 0405-0407 0501-0504 0607-0609 0913-0915 1001-1007',
  // The Spring Festival closure was extended to 2 February for the epidemic.
  2020: '0101-0101 0124-0202 0404-0406 0501-0505 0625-0627 1001-1008',
  2021: '0101-0103 0211-0217 0403-0405 0501-0505 0612-0614 0919-0921 1001-1007',
  2022: '0101-0103 0131-0206 0403-0405 0430-0504 0603-0605 0910-0912 1001-1007',
  2023: '0101-0102 0121-0127 0405-0405 0429-0503 0622-0624 0929-1006',
  2024: '0101-0101 0209-0217 0404-0406 0501-0505 0608-0610 0915-0917 1001-1007',
  2025: '0101-0101 0128-0204 0404-0406 0501-0505 0531-0602 1001-1008',
  2026: '0101-0103 0215-0223 0404-0406 0501-0505 0619-0621 0925-0927 1001-1007',
  2027: '0101-0103 0205-0211 0403-0405 0501-0505 0609-0611 0915-0917 1001-1007',
};

export function sseHolidays(year: number): HolidayYear {
  const closed = new Set<number>();
  const ranges = SSE_CLOSURES[year];
  if (!ranges) {
    closed.add(epochDay(year, 1, 1));
    for (let day = 1; day <= 7; day++) closed.add(epochDay(year, 10, day));
    return { closed, short: NO_DAYS };
  }
  for (const range of ranges.split(' ')) {
    const from = epochDay(year, Number(range.slice(0, 2)), Number(range.slice(2, 4)));
    const to = epochDay(year, Number(range.slice(5, 7)), Number(range.slice(7, 9)));
    for (let day = from; day <= to; day++) closed.add(day);
  }
  return { closed, short: NO_DAYS };
}

/** Gold futures and spot forex stop for Christmas Day and New Year's Day only. */
export function globexHolidays(year: number): HolidayYear {
  return { closed: new Set([epochDay(year, 1, 1), epochDay(year, 12, 25)]), short: NO_DAYS };
}

export const NO_HOLIDAYS: HolidayYear = { closed: NO_DAYS, short: NO_DAYS };

