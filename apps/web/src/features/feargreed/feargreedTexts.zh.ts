import type { en } from './feargreedTexts.en.js';

export const zh: typeof en = {
  title: '恐惧贪婪指数',
  asOf: '截至 {{date}}',
  labels: { extremeFear: '极度恐惧', fear: '恐惧', neutral: '中性', greed: '贪婪', extremeGreed: '极度贪婪' },
  components: {
    momentum: '市场动能',
    strength: '股价强度',
    putCall: '看跌看涨期权',
    volatility: '市场波动',
    safeHaven: '避险需求',
  },
  readings: {
    momentum: '标普500相对125日均线 {{raw}}%',
    strength: '52周极值中新高占 {{raw}}%',
    putCall: '看跌/看涨比 {{raw}}',
    volatility: '波动率相对50日均值 {{raw}}%',
    safeHaven: '20日内股票跑赢债券和黄金 {{raw}} 个百分点',
  },
  sources: { market: '行情数据', options: '期权链', proxy: '替代指标' },
  component: '分项',
  reading: '读数',
  score: '得分',
  history: '历史',
  explanationTitle: '指数如何计算',
  explanation: [
    '指数读取市场情绪的五个信号，每项从0（极度恐惧）到100（极度贪婪）打分，再取平均。',
    '动能：标普500相对其125日均线；远高于均线为贪婪。',
    '强度：今日创52周新高与52周新低的股票中，创新高的占比。',
    '看跌看涨期权：看跌/看涨比；高于1偏空。没有期权链时，以5日内下跌股票成交量与上涨股票成交量之比代替。',
    '波动：30日VIX相对其50日均值；VIX上升为恐惧。没有VIX时，以标普500的30日实际波动率代替。',
    '避险：股票20日回报相对美国国债和黄金的回报；资金涌向避险资产时为恐惧。',
  ],
};
