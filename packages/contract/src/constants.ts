import { PAYMENT_PLANS } from './payments.js';
import { TICKET_TIERS, TRIAL_TICKET_TYPE } from './tickets.js';

/** Business constants from the specification, shared by server and client. */
export const LIMITS = {
  requestTimeoutMs: 30_000,
  requestRetries: 3,
  requestRetryDelayMs: 2_000,
  requestDelayMs: 300,
  ticketTokenLength: 36,
  expiryWarningDays: 7,
  wechatCaptchaTtlSeconds: 90,
  wechatCaptchaLength: 6,
  emailCodeTtlSeconds: 300,
  emailCodeLength: 4,
  emailCodeMaxTries: 5,
  /** Wrong guesses at issued codes of one address that start a lock-out of its code check. */
  emailFailuresBeforeLockout: 10,
  /** The first lock-out; each further one doubles, up to the longest, until a quiet day forgets them. */
  emailLockoutSeconds: 15 * 60,
  emailLockoutMaxSeconds: 24 * 3600,
  emailLockoutQuietSeconds: 24 * 3600,
  /** Mails telling an address's owner that its code check was locked: one per lock, and a stranger decides how many locks. */
  emailLockoutNoticesPerDay: 3,
  emailSendIntervalSeconds: 60,
  emailSendsPerIpPerHour: 20,
  /** Confirmation codes of push e-mail: each one lands in a mailbox that may not be the member's. */
  pushEmailCodesPerUserPerDay: 10,
  pushEmailCodesPerAddressPerDay: 5,
  /** Code checks (e-mail and official account) one address may make in a window. */
  codeChecksPerIp: 30,
  codeCheckWindowSeconds: 600,
  signinTokenTtlSeconds: 300,
  /** A one-time desktop code: 8 characters of a 32-letter alphabet (40 bits), live 5 minutes, a few live per member. */
  desktopCodeLength: 8,
  desktopCodeTtlSeconds: 300,
  desktopCodesLivePerUser: 3,
  logoutDelayMs: 1_000,
  searchResultCap: 10,
  messagePageSize: 50,
  notificationVolume: 0.5,
  snackbarDefaultMs: 2_000,
  snackbarMax: 10,
  drawerWidth: 360,
  stockCloudDrawerWidth: 640,
  messengerFilterDebounceMs: 100,
  updateCheckIntervalMs: 3_600_000,
  upgradeReloadMs: 5_000,
  pageContainerWidth: 1920,
  /** Longest life of an access token; ACCESS_TOKEN_TTL_SECONDS may shorten it. */
  accessTokenTtlSeconds: 15 * 60,
  /** How long a session may go without a refresh before its user signs in again: web, and a desktop program. */
  webSessionTtlSeconds: 30 * 24 * 3600,
  desktopSessionTtlSeconds: 365 * 24 * 3600,
  /** The web app renews its access token this long before expiry (at half its life when that is sooner). */
  tokenRenewLeadSeconds: 60,
  bodyLimitBytes: 64 * 1024,
} as const;

/** The whole percent saved by paying `paid` instead of `instead`, rounded down: a page never promises more than the prices give. */
export const percentSaved = (paid: number, instead: number): number => Math.floor(((instead - paid) * 100) / instead);

/** The Standard plan's figures as the marketing pages quote them; the amounts themselves live in PAYMENT_PLANS. */
export const PRICES = {
  yearlyUsd: PAYMENT_PLANS.standardYearly.prices.usd,
  monthlyUsd: PAYMENT_PLANS.standardMonthly.prices.usd,
  plusYearlyUsd: PAYMENT_PLANS.plusYearly.prices.usd,
  promaxYearlyUsd: PAYMENT_PLANS.promaxYearly.prices.usd,
  /** A year paid at once against twelve months paid monthly, as every page that states the saving reads it. */
  yearlyDiscountPercent: percentSaved(PAYMENT_PLANS.standardYearly.prices.usd, PAYMENT_PLANS.standardMonthly.prices.usd * 12),
  /** The free trial is the trial ticket a new user starts themselves: a week of Standard (docs/plans.md). */
  trialDays: TICKET_TIERS[TRIAL_TICKET_TYPE].validityDays,
} as const;

export const MARKETS = ['ALL', 'US', 'HK', 'CN', 'USD', 'GF'] as const;
export type Market = (typeof MARKETS)[number];
