export { findSymbol, resolveSymbol, SYMBOLS, symbolsOfRegion } from './symbols.js';
export { INDEX_LISTS, type IndexList } from './indexLists.js';
