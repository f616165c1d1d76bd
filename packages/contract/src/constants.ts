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
  emailFailuresPerDay: 10,
  emailSendIntervalSeconds: 60,
  emailSendsPerIpPerHour: 20,
  signinTokenTtlSeconds: 300,
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
  accessTokenTtlSeconds: 7 * 24 * 3600,
  desktopTokenTtlSeconds: 365 * 24 * 3600,
  bodyLimitBytes: 64 * 1024,
} as const;

export const PRICES = {
  yearlyUsd: 1000,
  monthlyUsd: 150,
  /** The marketing page states 45 %, the no-access page 40 %; the yearly price itself is the figure both agree on. */
  yearlyDiscountPercent: 45,
  trialDays: 15,
} as const;

export const MARKETS = ['ALL', 'US', 'HK', 'CN', 'USD', 'GF'] as const;
export type Market = (typeof MARKETS)[number];

export const SUPPORT = {
  wechatId: 'signaldesk-support',
  email: 'support@signaldesk.app',
} as const;
