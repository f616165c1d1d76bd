export { blackScholes, type Greeks, greeks, normalCdf, type OptionInputs, type OptionKind, PRICING_RATE } from './blackScholes.js';
