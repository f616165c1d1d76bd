import { MEMBER_BACKTEST_LIMITS, VIP_BACKTEST_LIMITS } from './backtestLimits.js';
import type { Language } from './messages.js';
import { PLAN_ROLES, type Plan } from './planRoles.js';
import type { Role } from './roles.js';

export * from './alertLimits.js';
export * from './planRoles.js';

export interface Entitlement {
  id: string;
  /** The lowest plan that has it. */
  plan: Plan;
  text: Record<Language, string>;
  /** The server calls that refuse anyone below the plan. */
  calls: readonly string[];
  /** Where else the plan is enforced: screens (routes), realtime handshakes and server jobs. */
  enforcedIn: readonly string[];
}

/**
 * What each plan unlocks, the one list the pricing page, the no-access page's membership card and the server's
 * plan checks are made from. A claim added here is walked by the plans tests as every plan.
 */
export const ENTITLEMENTS = [
  {
    id: 'charts',
    plan: 'standard',
    text: {
      en: 'Charts with the Matrix, Sine and Chord indicators, the intraday tick view and replay',
      zh: '带矩阵、小波、大波指标的图表，日内分时与复盘回放',
    },
    calls: ['/api/stock/atom', '/api/stock/list'],
    enforcedIn: ['/apps/quote', '/apps/tick', '/apps/stock', 'the chart socket handshake'],
  },
  {
    id: 'screener',
    plan: 'standard',
    text: {
      en: 'Strategy screener over day, week and hour, with saved strategies that alert you',
      zh: '日线、周线、小时线策略选股，保存的策略自动提醒',
    },
    calls: ['/api/strategy/mine/list', '/api/strategy/mine/create'],
    enforcedIn: ['/apps/strategy'],
  },
  {
    id: 'alerts',
    plan: 'standard',
    text: { en: 'Alerts in the browser, on Telegram and by e-mail', zh: '浏览器、Telegram 和邮件提醒' },
    calls: ['/api/messenger/session/list', '/api/messenger/channel/list'],
    enforcedIn: ['/apps/messenger', 'the notification socket handshake'],
  },
  {
    id: 'backtests',
    plan: 'standard',
    text: {
      en: `Cloud backtests with a report, trade list and parameter sweep: ${MEMBER_BACKTEST_LIMITS.runsAtOnce} runs at a time, up to ${MEMBER_BACKTEST_LIMITS.symbolsPerRun} symbols and ${MEMBER_BACKTEST_LIMITS.sweepRuns} sweep combinations a run`,
      zh: `云端回测：报告、交易明细与参数扫描；可同时运行 ${MEMBER_BACKTEST_LIMITS.runsAtOnce} 个，每次最多 ${MEMBER_BACKTEST_LIMITS.symbolsPerRun} 只股票、${MEMBER_BACKTEST_LIMITS.sweepRuns} 组参数`,
    },
    calls: ['/api/backtest/mine/create', '/api/backtest/mine/list'],
    enforcedIn: ['/apps/cloud'],
  },
  {
    id: 'signals',
    plan: 'standard',
    text: {
      en: 'Buy and sell signals of the team’s published strategies, each with its backtested win rate and trade count',
      zh: '团队已发布策略的买卖信号，均附回测胜率与交易次数',
    },
    calls: ['/api/signal/board', '/api/signal/follow'],
    enforcedIn: ['/apps/cloud'],
  },
  {
    id: 'research',
    plan: 'standard',
    text: {
      en: 'Market-cap ranking, rule-based assessments, featured ideas and the academy’s courses',
      zh: '市值排行、规则评估、精选观点和学院课程',
    },
    calls: ['/api/calendar/ranking/lists', '/api/stock/assess/list', '/api/stock/featured/list', '/api/academy/course/list'],
    enforcedIn: ['/apps/ranking', '/apps/assess', '/apps/featured', '/apps/academy'],
  },
  {
    id: 'desktop',
    plan: 'standard',
    text: {
      en: 'The desktop assistant beside your broker, authorised from your user info',
      zh: '与券商软件并排使用的桌面助手，在用户信息中授权',
    },
    calls: ['/api/auth/desktop/authorize', '/api/auth/desktop/code'],
    enforcedIn: ['user info'],
  },
  {
    id: 'optionChain',
    plan: 'plus',
    text: {
      en: 'Option chain beside the chart: calls and puts of every expiry, with each contract’s Greeks',
      zh: '图表旁的期权链：各到期日的看涨与看跌合约，附希腊值',
    },
    calls: ['/api/stock/options'],
    enforcedIn: ['the chart toolbar’s option grid'],
  },
  {
    id: 'biggerBacktests',
    plan: 'plus',
    text: {
      en: `Bigger cloud backtests: ${VIP_BACKTEST_LIMITS.runsAtOnce} runs at a time, up to ${VIP_BACKTEST_LIMITS.symbolsPerRun} symbols (a whole market’s list) and ${VIP_BACKTEST_LIMITS.sweepRuns} sweep combinations a run`,
      zh: `更大的云端回测：可同时运行 ${VIP_BACKTEST_LIMITS.runsAtOnce} 个，每次最多 ${VIP_BACKTEST_LIMITS.symbolsPerRun} 只股票（整个市场列表）、${VIP_BACKTEST_LIMITS.sweepRuns} 组参数`,
    },
    calls: [],
    enforcedIn: ['the limits of /api/backtest/mine/create (BACKTEST_ROLE_LIMITS)'],
  },
  {
    id: 'freshFavourites',
    plan: 'plus',
    text: {
      en: '15-minute updates for the stocks in your favourites',
      zh: '自选股每 15 分钟更新一次行情',
    },
    calls: [],
    enforcedIn: ['the 15-minute market update, which keeps the favourites of Plus and Promax subscribers fresh'],
  },
  {
    id: 'phonePush',
    plan: 'promax',
    text: { en: 'Phone notification of your alerts', zh: '提醒推送到手机' },
    calls: ['/api/messenger/push/subscribe', '/api/messenger/channel/update'],
    enforcedIn: ['the messenger settings’ phone channel'],
  },
] as const satisfies readonly Entitlement[];

export type EntitlementId = (typeof ENTITLEMENTS)[number]['id'];

export const ENTITLEMENT_BY_ID = {} as Record<EntitlementId, Entitlement>;
for (const entitlement of ENTITLEMENTS) ENTITLEMENT_BY_ID[entitlement.id] = entitlement;

/** What a plan adds to the plan below it. */
export function entitlementsAddedBy(plan: Plan): Entitlement[] {
  return ENTITLEMENTS.filter((entitlement) => entitlement.plan === plan);
}

/** The role the server asks of an entitlement's calls. */
export function entitlementRole(id: EntitlementId): Role {
  return PLAN_ROLES[ENTITLEMENT_BY_ID[id].plan];
}
