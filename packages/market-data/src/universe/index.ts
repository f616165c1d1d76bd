export { findSymbol, SYMBOLS, symbolsOfRegion } from './symbols.js';
