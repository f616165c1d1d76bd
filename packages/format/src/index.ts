export { formatDate } from './formatDate.js';
export { formatFieldValue } from './formatFieldValue.js';
export { formatTimeZone } from './formatTimeZone.js';
export { formatCap, formatFixed, formatPercent, formatPrice, formatVolume, priceDigits } from './formatNumber.js';
export { type PanelField, panelFieldDefs, panelFields } from './panelFields.js';
export { roundSignificant } from './significantDigits.js';
