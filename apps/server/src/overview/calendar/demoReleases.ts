import type { EconomicCalendarEvent } from '@signaldesk/contract';
import { dayText, demoEconomicEvents, epochDay, zonedTime } from '@signaldesk/market-data';
import type { EconomicSource } from './calendarSources.js';

const DAY = 86_400;
const TUESDAY = 2;
const WEDNESDAY = 3;
const THURSDAY = 4;
const FRIDAY = 5;

const weekdayOf = (day: number) => (day + 4) % 7;
const isWeekend = (day: number) => weekdayOf(day) === 0 || weekdayOf(day) === 6;

/** The n-th given weekday of a month (n = -1 for the last). */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = epochDay(year, month, 1);
    return first + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
  }
  const last = epochDay(year, month + 1, 1) - 1;
  return last - ((weekdayOf(last) - weekday + 7) % 7);
}

function firstWeekdayFrom(year: number, month: number, date: number): number {
  let day = epochDay(year, month, date);
  while (isWeekend(day)) day++;
  return day;
}

function lastWeekday(year: number, month: number): number {
  let day = epochDay(year, month + 1, 1) - 1;
  while (isWeekend(day)) day--;
  return day;
}

/** The days of one month a release comes out on: one for a monthly release, none in a month it skips, four or five for a weekly one. */
type DayRule = (year: number, month: number) => readonly number[];
type OneDay = (year: number, month: number) => number;
const monthly =
  (rule: OneDay): DayRule =>
  (year, month) => [rule(year, month)];
/** A release that comes out only in some months, on the rule of that month. */
const onMonths =
  (rules: Record<number, OneDay>): DayRule =>
  (year, month) => {
    const rule = rules[month];
    return rule ? [rule(year, month)] : [];
  };
/** Every given weekday of the month. */
const weekly =
  (weekday: number): DayRule =>
  (year, month) =>
    [1, 2, 3, 4, 5].map((n) => nthWeekday(year, month, weekday, n)).filter((day) => day < epochDay(year, month + 1, 1));
const nth = (weekday: number, n: number) => (year: number, month: number) => nthWeekday(year, month, weekday, n);

/** What a release prints: a mean and spread for the consensus and the outcome. */
interface Figure {
  mean: number;
  spread: number;
  decimals: number;
  unit: string;
}

interface Release {
  title: string;
  country: string;
  timeZone: string;
  importance: 1 | 2 | 3;
  /** Local release time, minutes after midnight. */
  at: number;
  day: DayRule;
  figure?: Figure;
  /** Prints every week rather than every month. */
  weekly?: boolean;
}

const pct = (mean: number, spread: number, decimals = 1): Figure => ({ mean, spread, decimals, unit: '%' });
const level = (mean: number, spread: number, decimals = 1, unit = ''): Figure => ({ mean, spread, decimals, unit });

/**
 * The recurring releases of Japan, the UK, France, Germany, Australia and Canada on the rhythm their
 * agencies and central banks keep (central-bank meetings eight times a year on the weekday and week
 * they usually fall on; CPI, jobs, GDP and PMI on their usual day of the month), and China's loan
 * prime rate; the demo market's own calendar adds the US, China's data and the ECB.
 */
const MAIN_RELEASES: readonly Release[] = [
  // Japan
  {
    title: 'BoJ Policy Rate',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    importance: 3,
    at: 720,
    day: onMonths({
      1: nth(FRIDAY, 4),
      3: nth(WEDNESDAY, 3),
      4: nth(THURSDAY, -1),
      6: nth(TUESDAY, 3),
      7: nth(THURSDAY, -1),
      9: nth(FRIDAY, 3),
      10: nth(THURSDAY, -1),
      12: nth(FRIDAY, 3),
    }),
    figure: level(0.5, 0, 2, '%'),
  },
  {
    title: 'National Core CPI y/y',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    importance: 2,
    at: 510,
    day: monthly(nth(FRIDAY, 3)),
    figure: pct(2.6, 0.4),
  },
  {
    title: 'Tokyo Core CPI y/y',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    importance: 2,
    at: 510,
    day: monthly(nth(FRIDAY, -1)),
    figure: pct(2.3, 0.4),
  },
  {
    title: 'Prelim GDP q/q',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    importance: 2,
    at: 530,
    day: onMonths({
      2: (y, m) => firstWeekdayFrom(y, m, 15),
      5: (y, m) => firstWeekdayFrom(y, m, 15),
      8: (y, m) => firstWeekdayFrom(y, m, 15),
      11: (y, m) => firstWeekdayFrom(y, m, 15),
    }),
    figure: pct(0.2, 0.4),
  },
  {
    title: 'Tankan Manufacturing Index',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    importance: 2,
    at: 530,
    day: onMonths({
      4: (y, m) => firstWeekdayFrom(y, m, 1),
      7: (y, m) => firstWeekdayFrom(y, m, 1),
      10: (y, m) => firstWeekdayFrom(y, m, 1),
      12: (y, m) => firstWeekdayFrom(y, m, 13),
    }),
    figure: level(12, 3, 0),
  },
  {
    title: 'au Jibun Bank Manufacturing PMI',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    importance: 1,
    at: 570,
    day: monthly((y, m) => firstWeekdayFrom(y, m, 1)),
    figure: level(49.5, 0.8),
  },
  // United Kingdom
  {
    title: 'BoE Official Bank Rate',
    country: 'UK',
    timeZone: 'Europe/London',
    importance: 3,
    at: 720,
    day: onMonths({
      2: nth(THURSDAY, 1),
      3: nth(THURSDAY, 3),
      5: nth(THURSDAY, 2),
      6: nth(THURSDAY, 3),
      8: nth(THURSDAY, 1),
      9: nth(THURSDAY, 3),
      11: nth(THURSDAY, 1),
      12: nth(THURSDAY, 3),
    }),
    figure: level(4, 0, 2, '%'),
  },
  {
    title: 'CPI y/y',
    country: 'UK',
    timeZone: 'Europe/London',
    importance: 3,
    at: 420,
    day: monthly(nth(WEDNESDAY, 3)),
    figure: pct(3, 0.5),
  },
  {
    title: 'Claimant Count Change',
    country: 'UK',
    timeZone: 'Europe/London',
    importance: 2,
    at: 420,
    day: monthly(nth(TUESDAY, 3)),
    figure: level(20, 15, 1, 'K'),
  },
  {
    title: 'GDP m/m',
    country: 'UK',
    timeZone: 'Europe/London',
    importance: 2,
    at: 420,
    day: monthly((y, m) => firstWeekdayFrom(y, m, 12)),
    figure: pct(0.1, 0.3),
  },
  {
    title: 'Retail Sales m/m',
    country: 'UK',
    timeZone: 'Europe/London',
    importance: 2,
    at: 420,
    day: monthly(nth(FRIDAY, 3)),
    figure: pct(0.2, 0.8),
  },
  {
    title: 'S&P Global Manufacturing PMI',
    country: 'UK',
    timeZone: 'Europe/London',
    importance: 1,
    at: 570,
    day: monthly((y, m) => firstWeekdayFrom(y, m, 1)),
    figure: level(47.5, 1.2),
  },
  // France
  {
    title: 'Prelim CPI m/m',
    country: 'FR',
    timeZone: 'Europe/Paris',
    importance: 1,
    at: 525,
    day: monthly(lastWeekday),
    figure: pct(0.2, 0.3),
  },
  {
    title: 'Prelim GDP q/q',
    country: 'FR',
    timeZone: 'Europe/Paris',
    importance: 2,
    at: 450,
    day: onMonths({ 1: lastWeekday, 4: lastWeekday, 7: lastWeekday, 10: lastWeekday }),
    figure: pct(0.2, 0.2),
  },
  {
    title: 'Flash Manufacturing PMI',
    country: 'FR',
    timeZone: 'Europe/Paris',
    importance: 1,
    at: 555,
    day: monthly((y, m) => firstWeekdayFrom(y, m, 21)),
    figure: level(48.5, 1.2),
  },
  // Germany
  {
    title: 'Prelim CPI m/m',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    importance: 2,
    at: 840,
    day: monthly(lastWeekday),
    figure: pct(0.2, 0.3),
  },
  {
    title: 'ZEW Economic Sentiment',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    importance: 2,
    at: 660,
    day: monthly(nth(TUESDAY, 3)),
    figure: level(20, 15),
  },
  {
    title: 'Ifo Business Climate',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    importance: 2,
    at: 600,
    day: monthly((y, m) => firstWeekdayFrom(y, m, 24)),
    figure: level(87, 2),
  },
  {
    title: 'Flash Manufacturing PMI',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    importance: 2,
    at: 570,
    day: monthly((y, m) => firstWeekdayFrom(y, m, 21)),
    figure: level(48, 1.5),
  },
  {
    title: 'Prelim GDP q/q',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    importance: 2,
    at: 600,
    day: onMonths({ 1: lastWeekday, 4: lastWeekday, 7: lastWeekday, 10: lastWeekday }),
    figure: pct(0.1, 0.3),
  },
  // Australia
  {
    title: 'RBA Cash Rate',
    country: 'AU',
    timeZone: 'Australia/Sydney',
    importance: 3,
    at: 870,
    day: onMonths({
      2: nth(TUESDAY, 3),
      4: nth(TUESDAY, 1),
      5: nth(TUESDAY, 3),
      7: nth(TUESDAY, 2),
      8: nth(TUESDAY, 2),
      9: nth(TUESDAY, -1),
      11: nth(TUESDAY, 1),
      12: nth(TUESDAY, 2),
    }),
    figure: level(3.85, 0, 2, '%'),
  },
  {
    title: 'Employment Change',
    country: 'AU',
    timeZone: 'Australia/Sydney',
    importance: 3,
    at: 690,
    day: monthly(nth(THURSDAY, 3)),
    figure: level(25, 20, 1, 'K'),
  },
  {
    title: 'Unemployment Rate',
    country: 'AU',
    timeZone: 'Australia/Sydney',
    importance: 2,
    at: 690,
    day: monthly(nth(THURSDAY, 3)),
    figure: pct(4.1, 0.1),
  },
  {
    title: 'Monthly CPI Indicator y/y',
    country: 'AU',
    timeZone: 'Australia/Sydney',
    importance: 2,
    at: 690,
    day: monthly(nth(WEDNESDAY, -1)),
    figure: pct(2.8, 0.4),
  },
  {
    title: 'GDP q/q',
    country: 'AU',
    timeZone: 'Australia/Sydney',
    importance: 2,
    at: 690,
    day: onMonths({ 3: nth(WEDNESDAY, 1), 6: nth(WEDNESDAY, 1), 9: nth(WEDNESDAY, 1), 12: nth(WEDNESDAY, 1) }),
    figure: pct(0.4, 0.2),
  },
  // Canada
  {
    title: 'BoC Overnight Rate',
    country: 'CA',
    timeZone: 'America/Toronto',
    importance: 3,
    at: 585,
    day: onMonths({
      1: nth(WEDNESDAY, -1),
      3: nth(WEDNESDAY, 2),
      4: nth(WEDNESDAY, 3),
      6: nth(WEDNESDAY, 1),
      7: nth(WEDNESDAY, -1),
      9: nth(WEDNESDAY, 3),
      10: nth(WEDNESDAY, -1),
      12: nth(WEDNESDAY, 2),
    }),
    figure: level(2.5, 0, 2, '%'),
  },
  {
    title: 'Employment Change',
    country: 'CA',
    timeZone: 'America/Toronto',
    importance: 3,
    at: 510,
    day: monthly(nth(FRIDAY, 1)),
    figure: level(20, 25, 1, 'K'),
  },
  {
    title: 'Unemployment Rate',
    country: 'CA',
    timeZone: 'America/Toronto',
    importance: 2,
    at: 510,
    day: monthly(nth(FRIDAY, 1)),
    figure: pct(6.8, 0.2),
  },
  {
    title: 'CPI m/m',
    country: 'CA',
    timeZone: 'America/Toronto',
    importance: 3,
    at: 510,
    day: monthly(nth(TUESDAY, 3)),
    figure: pct(0.2, 0.3),
  },
  {
    title: 'GDP m/m',
    country: 'CA',
    timeZone: 'America/Toronto',
    importance: 2,
    at: 510,
    day: monthly(lastWeekday),
    figure: pct(0.1, 0.2),
  },
  {
    title: 'Ivey PMI',
    country: 'CA',
    timeZone: 'America/Toronto',
    importance: 1,
    at: 600,
    day: monthly((y, m) => firstWeekdayFrom(y, m, 6)),
    figure: level(52, 4),
  },
  // China's loan prime rate is fixed on the 20th, or the next working day.
  {
    title: 'Loan Prime Rate 1Y',
    country: 'CN',
    timeZone: 'Asia/Shanghai',
    importance: 2,
    at: 555,
    day: monthly((y, m) => firstWeekdayFrom(y, m, 20)),
    figure: level(3, 0, 2, '%'),
  },
];

const TIME_ZONES: Record<string, string> = {
  US: 'America/New_York',
  CN: 'Asia/Shanghai',
  JP: 'Asia/Tokyo',
  UK: 'Europe/London',
  FR: 'Europe/Paris',
  DE: 'Europe/Berlin',
  AU: 'Australia/Sydney',
  CA: 'America/Toronto',
};

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: TUESDAY, Wed: WEDNESDAY, Thu: THURSDAY, Fri: FRIDAY };

/**
 * The rest of a trader's week, the second-tier data that fills it between the big prints:
 * country | title | importance | local time | days | figure (mean spread decimals unit, or - for a speech).
 * Days: d15 the first weekday from the 15th; last the month's last weekday; end its last day;
 * Tue3 the third Tuesday (Tue-1 the last); every Wed each Wednesday; 2,5,8,11:Wed3 only in those months.
 * Days and times as the agencies keep them, rounded to the usual week of the month.
 */
const ROUTINE = `
US|ADP Non-Farm Employment Change|2|08:15|Wed1|150 60 0 K
US|ISM Services PMI|3|10:00|d3|52.5 2 1
US|JOLTS Job Openings|2|10:00|Tue1|7.5 0.4 2 M
US|Empire State Manufacturing Index|1|08:30|d15|-2 8 1
US|Philly Fed Manufacturing Index|2|08:30|Thu3|3 10 1
US|Industrial Production m/m|1|09:15|d16|0.1 0.3 1 %
US|Building Permits|1|08:30|d18|1.45 0.06 2 M
US|Housing Starts|1|08:30|d18|1.35 0.08 2 M
US|Existing Home Sales|1|10:00|d21|4 0.2 2 M
US|New Home Sales|1|10:00|d24|680 40 0 K
US|Durable Goods Orders m/m|2|08:30|d26|0.3 1.5 1 %
US|Prelim UoM Consumer Sentiment|3|10:00|Fri2|60 5 1
US|Prelim UoM Inflation Expectations|1|10:00|Fri2|3.2 0.3 1 %
US|Flash Manufacturing PMI|1|09:45|d21|51 1.2 1
US|Flash Services PMI|1|09:45|d21|54 1.5 1
US|Trade Balance|1|08:30|d5|-70 6 1 B
US|Pending Home Sales m/m|1|10:00|d27|0.5 2 1 %
US|Chicago PMI|1|09:45|last|46 4 1
US|Factory Orders m/m|1|10:00|d4|0.3 1 1 %
US|Import Prices m/m|1|08:30|d14|0.1 0.3 1 %
US|Business Inventories m/m|1|10:00|d15|0.2 0.2 1 %
US|S&P/CS Composite-20 HPI y/y|1|09:00|Tue-1|3.5 0.8 1 %
US|10-y Bond Auction|1|13:00|Tue2|4.2 0.2 2 %
US|Redbook y/y|1|08:55|every Tue|5 1.5 1 %
US|API Weekly Crude Oil Stock|1|16:30|every Tue|-1 4 1 M
US|Crude Oil Inventories|2|10:30|every Wed|-1 3.5 1 M
US|MBA Mortgage Applications|1|07:00|every Wed|0.5 5 1 %
US|Natural Gas Storage|1|10:30|every Thu|40 60 0 B
US|Baker Hughes Oil Rig Count|1|13:00|every Fri|480 10 0
US|CFTC S&P 500 Speculative Net Positions|1|15:30|every Fri|-80 40 1 K
US|FOMC Member Speaks|2|10:00|every Mon|-
US|FOMC Member Speaks|2|13:00|every Thu|-
US|FOMC Member Speaks|2|11:00|every Fri|-
CN|Trade Balance|2|11:00|d7|90 15 1 B
CN|Foreign Exchange Reserves|1|16:00|d7|3.25 0.03 2 T
CN|New Loans|2|16:00|d12|1200 400 0 B
CN|M2 Money Supply y/y|1|16:00|d12|8 0.5 1 %
CN|Industrial Production y/y|2|10:00|d16|5.5 0.8 1 %
CN|Fixed Asset Investment ytd/y|1|10:00|d16|3.5 1 1 %
CN|Unemployment Rate|1|10:00|d16|5.1 0.1 1 %
CN|New Home Prices m/m|1|09:30|d16|-0.3 0.2 1 %
CN|Industrial Profits y/y|1|09:30|d27|2 6 1 %
CN|Caixin Services PMI|2|09:45|d3|52 1.5 1
CN|Non-Manufacturing PMI|1|09:30|end|50.5 1 1
JP|Household Spending y/y|1|08:30|Fri1|-0.5 2 1 %
JP|Average Cash Earnings y/y|1|08:30|d5|2.5 0.8 1 %
JP|PPI y/y|1|08:50|d10|3 0.5 1 %
JP|Tertiary Industry Activity m/m|1|08:50|d14|0.1 0.4 1 %
JP|Core Machinery Orders m/m|1|08:50|d16|0.5 3 1 %
JP|Trade Balance|1|08:50|d19|-0.3 0.4 2 T
JP|Consumer Confidence|1|14:00|d27|35 1.5 1
JP|Retail Sales y/y|1|08:50|last|2.5 1 1 %
JP|Prelim Industrial Production m/m|2|08:50|last|0.3 1.5 1 %
JP|Unemployment Rate|1|08:30|last|2.5 0.1 1 %
JP|au Jibun Bank Services PMI|1|09:30|d3|51 1 1
JP|BoJ Governor Speaks|3|10:00|Wed2|-
JP|Foreign Bond Investment|1|08:50|every Thu|300 900 0 B
UK|Nationwide HPI m/m|1|07:00|d1|0.2 0.4 1 %
UK|Services PMI|1|09:30|d3|51 1.2 1
UK|Construction PMI|1|09:30|d4|46 2 1
UK|BRC Retail Sales Monitor y/y|1|00:01|Tue2|1.5 1.2 1 %
UK|Manufacturing Production m/m|1|07:00|d12|0.1 0.8 1 %
UK|Trade Balance|1|07:00|d12|-19 1.5 1 B
UK|Average Earnings Index 3m/y|3|07:00|Tue3|5 0.4 1 %
UK|Unemployment Rate|2|07:00|Tue3|4.4 0.1 1 %
UK|PPI Input m/m|1|07:00|Wed3|0.1 0.6 1 %
UK|Public Sector Net Borrowing|1|07:00|d20|15 4 1 B
UK|Flash Services PMI|1|09:30|d21|51 1.2 1
UK|GfK Consumer Confidence|1|00:01|Fri-1|-20 3 0
UK|MPC Member Speaks|1|10:00|every Tue|-
UK|MPC Member Speaks|1|13:00|every Wed|-
FR|Final Manufacturing PMI|1|09:50|d1|48 1 1
FR|Final Services PMI|1|09:50|d3|48 1 1
FR|Industrial Production m/m|1|08:45|d5|0.2 1 1 %
FR|Trade Balance|1|08:45|d7|-6 1 1 B
FR|Final CPI m/m|1|08:45|d13|0.2 0.2 1 %
FR|INSEE Business Climate|1|08:45|Thu3|97 2 0
FR|Flash Services PMI|1|09:15|d21|48.5 1.2 1
FR|Consumer Confidence|1|08:45|d25|90 2 0
FR|Consumer Spending m/m|1|08:45|last|0.2 0.6 1 %
FR|10-y Bond Auction|1|10:50|Thu1|3.2 0.2 2 %
DE|Factory Orders m/m|2|08:00|d5|0.2 2.5 1 %
DE|Industrial Production m/m|2|08:00|d7|0.1 1.5 1 %
DE|Trade Balance|1|08:00|d7|18 2.5 1 B
DE|Final CPI m/m|1|08:00|d12|0.2 0.2 1 %
DE|10-y Bund Auction|1|11:30|Wed2|2.6 0.15 2 %
DE|PPI m/m|1|08:00|d20|0 0.4 1 %
DE|Flash Services PMI|2|09:30|d21|50 1.2 1
DE|GfK Consumer Climate|1|08:00|Wed-1|-22 2 1
DE|Unemployment Change|2|09:55|Tue-1|10 12 0 K
DE|Import Prices m/m|1|08:00|Fri-1|0 0.8 1 %
DE|Retail Sales m/m|1|08:00|last|0.3 1.2 1 %
DE|Bundesbank President Speaks|1|15:00|Mon2|-
AU|Judo Bank Manufacturing PMI|1|10:00|d1|50 1 1
AU|Building Approvals m/m|1|11:30|d2|1 6 1 %
AU|Retail Sales m/m|3|11:30|d3|0.4 0.6 1 %
AU|Judo Bank Services PMI|1|10:00|d3|51 1.2 1
AU|Trade Balance|1|11:30|Thu1|5.5 1.5 2 B
AU|Westpac Consumer Sentiment|1|10:30|Tue2|0.5 3 1 %
AU|NAB Business Confidence|1|11:30|Tue2|3 4 0
AU|RBA Meeting Minutes|2|11:30|Tue3|-
AU|RBA Governor Speaks|2|12:00|Thu1|-
AU|Private Sector Credit m/m|1|11:30|last|0.5 0.1 1 %
AU|CPI q/q|3|11:30|1,4,7,10:Wed-1|0.8 0.3 1 %
AU|Wage Price Index q/q|2|11:30|2,5,8,11:Wed3|0.8 0.1 1 %
AU|Private Capital Expenditure q/q|1|11:30|2,5,8,11:Thu-1|0.5 1.5 1 %
AU|ANZ-Roy Morgan Consumer Confidence|1|09:30|every Tue|85 3 1
CA|S&P Global Manufacturing PMI|1|09:30|d1|50 1.5 1
CA|Trade Balance|1|08:30|d5|-1 1.5 1 B
CA|Building Permits m/m|1|08:30|d12|1 6 1 %
CA|Wholesale Sales m/m|1|08:30|d14|0.3 1 1 %
CA|Manufacturing Sales m/m|1|08:30|d15|0.3 1 1 %
CA|Housing Starts|1|08:15|d15|240 20 0 K
CA|Median CPI y/y|1|08:30|Tue3|2.9 0.2 1 %
CA|IPPI m/m|1|08:30|d18|0.2 0.8 1 %
CA|Raw Materials Price Index m/m|1|08:30|d18|0.3 2 1 %
CA|Retail Sales m/m|3|08:30|d20|0.3 0.8 1 %
CA|BoC Governor Speaks|2|12:00|Thu2|-
`;

/** Reads one days column of the table above. */
function dayRuleOf(text: string): DayRule {
  const [months, rule = ''] = text.includes(':') ? text.split(':') : [undefined, text];
  const only = months?.split(',').map(Number);
  const inMonth = (one: OneDay): DayRule => (only ? onMonths(Object.fromEntries(only.map((m) => [m, one]))) : monthly(one));
  if (rule.startsWith('every ')) return weekly(WEEKDAYS[rule.slice(6)] ?? FRIDAY);
  if (rule === 'last') return inMonth(lastWeekday);
  if (rule === 'end') return inMonth((y, m) => epochDay(y, m + 1, 1) - 1);
  if (rule.startsWith('d')) return inMonth((y, m) => firstWeekdayFrom(y, m, Number(rule.slice(1))));
  return inMonth(nth(WEEKDAYS[rule.slice(0, 3)] ?? FRIDAY, Number(rule.slice(3))));
}

const ROUTINE_RELEASES: readonly Release[] = ROUTINE.trim()
  .split('\n')
  .map((line) => {
    const [country = '', title = '', importance = '1', time = '00:00', days = '', figure = '-'] = line.split('|');
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    const [mean = '0', spread = '0', decimals = '1', unit = ''] = figure.split(' ');
    return {
      title,
      country,
      timeZone: TIME_ZONES[country] ?? 'UTC',
      importance: Number(importance) as 1 | 2 | 3,
      at: hours * 60 + minutes,
      day: dayRuleOf(days),
      ...(figure === '-' ? {} : { figure: level(Number(mean), Number(spread), Number(decimals), unit) }),
      ...(days.startsWith('every ') ? { weekly: true } : {}),
    };
  });

const RELEASES: readonly Release[] = [...MAIN_RELEASES, ...ROUTINE_RELEASES];

/** A number in [0, 1) fixed by a text, so each release prints the same figures on every run. */
function unitFrom(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return ((hash >>> 0) % 1_000_003) / 1_000_003;
}

/** Names one print of a release: the period counts months since year 0, or weeks since 1970 for a weekly release. */
const printKey = (release: Release, period: number) =>
  release.weekly ? `${release.country} ${release.title} w${period}` : `${release.country} ${release.title} ${Math.floor(period / 12)}-${(period % 12) + 1}`;

/** Rounds away the sign of a print that reads zero ("0.0%", not "-0.0%"). */
const print = (figure: Figure, value: number) =>
  `${(Math.abs(value) < 0.5 * 10 ** -figure.decimals ? 0 : value).toFixed(figure.decimals)}${figure.unit}`;
const printValue = (figure: Figure, key: string) => figure.mean + figure.spread * (2 * unitFrom(key) - 1);

/** The releases of [from, to) by the rules above, with a consensus, the previous print and, once out, the actual. */
export function extraDemoEvents(from: number, to: number, now: number): EconomicCalendarEvent[] {
  const events: EconomicCalendarEvent[] = [];
  const first = new Date((from - DAY) * 1000);
  const last = new Date((to + DAY) * 1000);
  for (let m = first.getUTCFullYear() * 12 + first.getUTCMonth(); m <= last.getUTCFullYear() * 12 + last.getUTCMonth(); m++) {
    const year = Math.floor(m / 12);
    const month = (m % 12) + 1;
    for (const release of RELEASES) {
      for (const day of release.day(year, month)) {
        const ts = zonedTime(release.timeZone, day, release.at);
        if (ts < from || ts >= to) continue;
        const { figure } = release;
        // A weekly release prints once a week: its figures are keyed by week, the previous one a week back.
        const period = release.weekly ? Math.floor(day / 7) : m;
        const key = printKey(release, period);
        const actual = figure ? printValue(figure, key) : null;
        events.push({
          day: dayText(day),
          ts,
          title: release.title,
          country: release.country,
          importance: release.importance,
          actual: figure && actual !== null && ts <= now ? print(figure, actual) : null,
          forecast:
            figure && actual !== null ? print(figure, actual + (figure.spread / 3) * (2 * unitFrom(`${key} consensus`) - 1)) : null,
          previous: figure ? print(figure, printValue(figure, printKey(release, period - 1))) : null,
        });
      }
    }
  }
  return events;
}

/** The offline calendar: the demo market's US, China and euro-area releases and the rest of the spec's countries. */
export function demoEconomicSource(now: () => number): EconomicSource {
  return {
    name: 'demo',
    async events(from, to) {
      return [...demoEconomicEvents(from, to, now()), ...extraDemoEvents(from, to, now())].sort(
        (a, b) => a.ts - b.ts || a.country.localeCompare(b.country) || a.title.localeCompare(b.title),
      );
    },
  };
}
