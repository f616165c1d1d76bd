export { autoAnchor, type VwapAnchorSetting } from './volume';
export { VWAP_ANCHORS, type VwapAnchor } from '../kernels/flow';
export {
  INDICATOR_IDS,
  type IndicatorId,
  type IndicatorInstance,
  type IndicatorOptions,
  type LineOf,
  type Lines,
  type SettingsOf,
  STANDARD,
} from './catalogue';
export type { Columns } from './build';
export * from './compute';
export { IndicatorStream, type LiveCandle } from './stream';
