/**
 * Computed values travel with 7 significant digits: more than any screen shows or a chart can draw (a price to the
 * cent up to 99,999.99), while the 17 digits of a float64 made up half the bytes of the screener's and the chart's
 * answers and compressed poorly.
 */
const SIGNIFICANT_DIGITS = 7;
const byText = (value: number) => Number(value.toPrecision(SIGNIFICANT_DIGITS));

/** 10^0 to 10^22: every one exact as a double, so dividing by one rounds once, as reading the digits does. */
const POWERS = Array.from({ length: 23 }, (_, k) => 10 ** k);
/** How far from a half the scaled value must be for its rounding to be certain despite the scaling's error. */
const TIE_MARGIN = 1e-7;

/**
 * The same number as toPrecision(7) read back, without the text: a seek answer compacts about 30,000 values, and
 * formatting and parsing each was a third of the call's time. Numbers outside the fast range, and the rare value
 * within a hair of a rounding tie, take the text way.
 */
export function roundSignificant(value: number): number {
  // Zero is common among indicator values (flags, counts) and outside the fast range; -0 reads back as 0.
  if (value === 0) return 0;
  const size = value < 0 ? -value : value;
  if (!(size >= 1e-15 && size < 1e15)) return byText(value);
  let exponent = 0;
  if (size >= 1) {
    while ((POWERS[exponent + 1] as number) <= size) exponent++;
  } else {
    while (size * (POWERS[-exponent] as number) < 1) exponent--;
  }
  const shift = SIGNIFICANT_DIGITS - 1 - exponent;
  const scaled = shift >= 0 ? size * (POWERS[shift] as number) : size / (POWERS[-shift] as number);
  const fraction = scaled - Math.floor(scaled);
  if (Math.abs(fraction - 0.5) < TIE_MARGIN) return byText(value);
  const whole = Math.round(scaled);
  const rounded = shift >= 0 ? whole / (POWERS[shift] as number) : whole * (POWERS[-shift] as number);
  return value < 0 ? -rounded : rounded;
}
