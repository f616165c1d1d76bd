/**
 * The economic calendar's event kinds by translation key. Sources name events in English ("CPI y/y"); the key is
 * that name reduced to lower-case words, so the same kind from any country or source finds its Chinese name.
 * A kind missing here is shown under the source's own name.
 */
export const ECONOMIC_EVENT_NAMES: Record<string, { en: string; zh: string }> = {
  'advance-gdp-q-q': { en: 'Advance GDP q/q', zh: 'GDP 初值（季环比）' },
  'average-hourly-earnings-m-m': { en: 'Average Hourly Earnings m/m', zh: '平均时薪（月环比）' },
  'boc-overnight-rate': { en: 'BoC Overnight Rate', zh: '加拿大央行隔夜利率' },
  'boe-official-bank-rate': { en: 'BoE Official Bank Rate', zh: '英国央行基准利率' },
  'boj-policy-rate': { en: 'BoJ Policy Rate', zh: '日本央行政策利率' },
  'building-permits': { en: 'Building Permits', zh: '营建许可' },
  'cb-consumer-confidence': { en: 'CB Consumer Confidence', zh: '谘商会消费者信心指数' },
  'core-cpi-m-m': { en: 'Core CPI m/m', zh: '核心 CPI（月环比）' },
  'core-pce-price-index-m-m': { en: 'Core PCE Price Index m/m', zh: '核心 PCE 物价指数（月环比）' },
  'core-retail-sales-m-m': { en: 'Core Retail Sales m/m', zh: '核心零售销售（月环比）' },
  'cpi-flash-estimate-y-y': { en: 'CPI Flash Estimate y/y', zh: 'CPI 快速估计（年同比）' },
  'cpi-m-m': { en: 'CPI m/m', zh: 'CPI（月环比）' },
  'cpi-y-y': { en: 'CPI y/y', zh: 'CPI（年同比）' },
  'caixin-manufacturing-pmi': { en: 'Caixin Manufacturing PMI', zh: '财新制造业 PMI' },
  'caixin-services-pmi': { en: 'Caixin Services PMI', zh: '财新服务业 PMI' },
  'claimant-count-change': { en: 'Claimant Count Change', zh: '失业金申请人数变化' },
  'crude-oil-inventories': { en: 'Crude Oil Inventories', zh: 'EIA 原油库存' },
  'durable-goods-orders-m-m': { en: 'Durable Goods Orders m/m', zh: '耐用品订单（月环比）' },
  'ecb-press-conference': { en: 'ECB Press Conference', zh: '欧洲央行新闻发布会' },
  'employment-change': { en: 'Employment Change', zh: '就业人数变化' },
  'existing-home-sales': { en: 'Existing Home Sales', zh: '成屋销售' },
  'fomc-meeting-minutes': { en: 'FOMC Meeting Minutes', zh: '美联储议息会议纪要' },
  'fomc-press-conference': { en: 'FOMC Press Conference', zh: '美联储新闻发布会' },
  'federal-funds-rate': { en: 'Federal Funds Rate', zh: '联邦基金利率' },
  'final-gdp-q-q': { en: 'Final GDP q/q', zh: 'GDP 终值（季环比）' },
  'flash-manufacturing-pmi': { en: 'Flash Manufacturing PMI', zh: '制造业 PMI 初值' },
  'flash-services-pmi': { en: 'Flash Services PMI', zh: '服务业 PMI 初值' },
  'gdp-m-m': { en: 'GDP m/m', zh: 'GDP（月环比）' },
  'gdp-q-q': { en: 'GDP q/q', zh: 'GDP（季环比）' },
  'gdp-q-y': { en: 'GDP q/y', zh: 'GDP（季度同比）' },
  'gdp-y-y': { en: 'GDP y/y', zh: 'GDP（年同比）' },
  'housing-starts': { en: 'Housing Starts', zh: '新屋开工' },
  'ism-manufacturing-pmi': { en: 'ISM Manufacturing PMI', zh: 'ISM 制造业 PMI' },
  'ism-services-pmi': { en: 'ISM Services PMI', zh: 'ISM 服务业 PMI' },
  'ifo-business-climate': { en: 'Ifo Business Climate', zh: 'Ifo 商业景气指数' },
  'industrial-production-m-m': { en: 'Industrial Production m/m', zh: '工业产出（月环比）' },
  'industrial-production-y-y': { en: 'Industrial Production y/y', zh: '规模以上工业增加值（年同比）' },
  'ivey-pmi': { en: 'Ivey PMI', zh: 'Ivey 采购经理人指数' },
  'jolts-job-openings': { en: 'JOLTS Job Openings', zh: 'JOLTS 职位空缺' },
  'loan-prime-rate-1y': { en: 'Loan Prime Rate 1Y', zh: '一年期贷款市场报价利率（LPR）' },
  'loan-prime-rate-5y': { en: 'Loan Prime Rate 5Y', zh: '五年期贷款市场报价利率（LPR）' },
  'main-refinancing-rate': { en: 'Main Refinancing Rate', zh: '欧洲央行主要再融资利率' },
  'manufacturing-pmi': { en: 'Manufacturing PMI', zh: '制造业 PMI' },
  'monthly-cpi-indicator-y-y': { en: 'Monthly CPI Indicator y/y', zh: '月度 CPI 指标（年同比）' },
  'national-core-cpi-y-y': { en: 'National Core CPI y/y', zh: '全国核心 CPI（年同比）' },
  'new-home-sales': { en: 'New Home Sales', zh: '新屋销售' },
  'non-farm-employment-change': { en: 'Non-Farm Employment Change', zh: '非农就业人数变化' },
  'non-manufacturing-pmi': { en: 'Non-Manufacturing PMI', zh: '非制造业 PMI' },
  'ppi-m-m': { en: 'PPI m/m', zh: 'PPI（月环比）' },
  'ppi-y-y': { en: 'PPI y/y', zh: 'PPI（年同比）' },
  'prelim-cpi-m-m': { en: 'Prelim CPI m/m', zh: 'CPI 初值（月环比）' },
  'prelim-gdp-q-q': { en: 'Prelim GDP q/q', zh: 'GDP 初值（季环比）' },
  'prelim-uom-consumer-sentiment': { en: 'Prelim UoM Consumer Sentiment', zh: '密歇根大学消费者信心指数初值' },
  'rba-cash-rate': { en: 'RBA Cash Rate', zh: '澳洲联储现金利率' },
  'retail-sales-m-m': { en: 'Retail Sales m/m', zh: '零售销售（月环比）' },
  'retail-sales-y-y': { en: 'Retail Sales y/y', zh: '社会消费品零售总额（年同比）' },
  's-p-global-manufacturing-pmi': { en: 'S&P Global Manufacturing PMI', zh: '标普全球制造业 PMI' },
  's-p-global-services-pmi': { en: 'S&P Global Services PMI', zh: '标普全球服务业 PMI' },
  'tankan-manufacturing-index': { en: 'Tankan Manufacturing Index', zh: '短观大型制造业景气指数' },
  'tokyo-core-cpi-y-y': { en: 'Tokyo Core CPI y/y', zh: '东京核心 CPI（年同比）' },
  'trade-balance': { en: 'Trade Balance', zh: '贸易差额' },
  'unemployment-claims': { en: 'Unemployment Claims', zh: '初请失业金人数' },
  'unemployment-rate': { en: 'Unemployment Rate', zh: '失业率' },
  'zew-economic-sentiment': { en: 'ZEW Economic Sentiment', zh: 'ZEW 经济景气指数' },
  'au-jibun-bank-manufacturing-pmi': { en: 'au Jibun Bank Manufacturing PMI', zh: 'au Jibun 银行制造业 PMI' },
};

/** An event's translation key: "S&P Global Manufacturing PMI" → "s-p-global-manufacturing-pmi". */
export function economicEventKind(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The event's name in the language, or the source's own name for a kind without one. */
export function economicEventName(title: string, language: 'en' | 'zh'): string {
  return ECONOMIC_EVENT_NAMES[economicEventKind(title)]?.[language] ?? title;
}
