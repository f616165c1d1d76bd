export { type CcxtProviderOptions, createCcxtProvider } from './ccxt/ccxtProvider.js';
export { fromExchangeSymbol, toExchangeSymbol } from './ccxt/symbolMapping.js';
export { type CsvImport, type CsvImportOptions, type CsvProblem, candlesFromCsv, csvNoteLines } from './csv/candlesFromCsv.js';
export { detectSeparator, splitCells } from './csv/csvCells.js';
export { nonBlankLines } from './csv/csvLines.js';
export {
  type CandleSink,
  type FolderImportRequest,
  folderImportRequests,
  type HelpRequest,
  type ImportRequest,
  type ImportSummary,
  importCsv,
  type RefusalChoices,
  readImportArgs,
  summarizeImport,
} from './csv/importCli.js';
export { type ImportVerdict, importVerdict } from './csv/importVerdict.js';
export { createProvider, isProviderName, type ProviderName, type ProviderOptionsByName } from './createProvider.js';
export { type RetryOptions, withRetry } from './retry.js';
export { createYahooProvider, type YahooProviderOptions } from './yahoo/yahooProvider.js';
