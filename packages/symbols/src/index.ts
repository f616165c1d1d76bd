export { type SymbolResolver, symbolResolver } from './symbolResolver.js';
export { symbolSpellings, TYPED_SYMBOL_MAX } from './symbolSpellings.js';
