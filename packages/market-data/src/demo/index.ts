export { blackScholes, normalCdf, type OptionInputs, type OptionKind } from '../options/index.js';
export { DemoMarket, type DemoMarketOptions, INTRADAY_DAYS } from './demoMarket.js';
export { demoEarnings, demoNextEarnings } from './earnings.js';
export { demoEconomicEvents } from './economicCalendar.js';
export { occSymbol } from './optionChain.js';
