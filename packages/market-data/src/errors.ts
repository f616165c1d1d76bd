/** The source has no such data (a crypto exchange has no option chain, say). */
export class ProviderUnsupported extends Error {
  constructor(provider: string, what: string) {
    super(`${provider} does not provide ${what}`);
    this.name = 'ProviderUnsupported';
  }
}

/** The source answered, but not with what it promised; the raw answer is kept for the log. */
export class ProviderBadAnswer extends Error {
  constructor(
    provider: string,
    what: string,
    readonly raw: unknown,
  ) {
    super(`${provider} answered ${what} with something unreadable`);
    this.name = 'ProviderBadAnswer';
  }
}

/** The source refused for now (rate limit, outage); worth retrying later. */
export class ProviderUnavailable extends Error {
  constructor(
    provider: string,
    readonly retryAfterSeconds: number | null,
    cause?: unknown,
  ) {
    super(`${provider} is unavailable`, { cause });
    this.name = 'ProviderUnavailable';
  }
}
