/** Complementary error function (Numerical Recipes' erfcc, relative error below 1.2e-7). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** Standard normal cumulative distribution. */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2);
}

export type OptionKind = 'call' | 'put';

export interface OptionInputs {
  spot: number;
  strike: number;
  /** Time to expiry in years. */
  years: number;
  /** Continuously compounded risk-free rate, 0.05 for 5 %. */
  rate: number;
  /** Annual volatility, 0.2 for 20 %. */
  volatility: number;
}

/** Black–Scholes value of a European option on a stock without dividends. */
export function blackScholes(kind: OptionKind, { spot, strike, years, rate, volatility }: OptionInputs): number {
  const discount = Math.exp(-rate * years);
  if (years <= 0 || volatility <= 0) {
    const forwardValue = kind === 'call' ? spot - strike * discount : strike * discount - spot;
    return Math.max(0, forwardValue);
  }
  const spread = volatility * Math.sqrt(years);
  const d1 = (Math.log(spot / strike) + (rate + (volatility * volatility) / 2) * years) / spread;
  const d2 = d1 - spread;
  return kind === 'call'
    ? spot * normalCdf(d1) - strike * discount * normalCdf(d2)
    : strike * discount * normalCdf(-d2) - spot * normalCdf(-d1);
}
