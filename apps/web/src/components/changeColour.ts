/** A price change's colour, red for a rise and green for a fall as on the candles, the convention of the product's markets. */
export const changeColour = (change: number | null) => (change === null ? 'text.secondary' : change >= 0 ? 'error.main' : 'success.main');
