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

/**
 * The rate option quotes are read at. A chain carries no rate of its own, and
 * on listed options of a few months the rate moves a price far less than the
 * volatility does; with no carry a European quote is also an American one,
 * since early exercise then never pays.
 */
export const PRICING_RATE = 0;

const INV_SQRT_2PI = 1 / Math.sqrt(2 * Math.PI);

function normalDensity(x: number): number {
  return INV_SQRT_2PI * Math.exp(-0.5 * x * x);
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

/** How an option's value answers to its inputs, in the units a trader quotes them. */
export interface Greeks {
  /** Change in value per unit move of the underlying. */
  delta: number;
  /** Change in delta per unit move of the underlying. */
  gamma: number;
  /** Change in value per calendar day that passes. */
  theta: number;
  /** Change in value per volatility point (0.01). */
  vega: number;
}

/** The Black–Scholes Greeks; undefined once the option has expired or carries no volatility. */
export function greeks(kind: OptionKind, { spot, strike, years, rate, volatility }: OptionInputs): Greeks | undefined {
  if (!(years > 0 && volatility > 0 && spot > 0 && strike > 0)) return undefined;
  const root = Math.sqrt(years);
  const spread = volatility * root;
  const d1 = (Math.log(spot / strike) + (rate + (volatility * volatility) / 2) * years) / spread;
  const d2 = d1 - spread;
  const density = normalDensity(d1);
  const discounted = strike * Math.exp(-rate * years);
  const decay = (-spot * density * volatility) / (2 * root);
  const carry = kind === 'call' ? -rate * discounted * normalCdf(d2) : rate * discounted * normalCdf(-d2);
  return {
    delta: kind === 'call' ? normalCdf(d1) : normalCdf(d1) - 1,
    gamma: density / (spot * spread),
    theta: (decay + carry) / 365,
    vega: (spot * density * root) / 100,
  };
}
