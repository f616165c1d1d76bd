/**
 * The main US exchange-traded funds and indices: symbol | name | Chinese name.
 * Funds and indices carry no market cap (spec §5: "ETFs and indices have 0").
 */
export const US_ETFS = `
SPY|SPDR S&P 500 ETF Trust|标普500ETF-SPDR
IVV|iShares Core S&P 500 ETF|标普500ETF-iShares
VOO|Vanguard S&P 500 ETF|标普500ETF-Vanguard
VTI|Vanguard Total Stock Market ETF|全美股市ETF-Vanguard
QQQ|Invesco QQQ Trust|纳指100ETF
DIA|SPDR Dow Jones Industrial Average ETF|道指ETF
IWM|iShares Russell 2000 ETF|罗素2000ETF
XLK|Technology Select Sector SPDR Fund|科技行业ETF-SPDR
XLF|Financial Select Sector SPDR Fund|金融行业ETF-SPDR
XLE|Energy Select Sector SPDR Fund|能源行业ETF-SPDR
XLV|Health Care Select Sector SPDR Fund|医疗保健行业ETF-SPDR
XLI|Industrial Select Sector SPDR Fund|工业行业ETF-SPDR
XLY|Consumer Discretionary Select Sector SPDR Fund|可选消费行业ETF-SPDR
XLP|Consumer Staples Select Sector SPDR Fund|必需消费行业ETF-SPDR
XLU|Utilities Select Sector SPDR Fund|公用事业行业ETF-SPDR
XLB|Materials Select Sector SPDR Fund|原材料行业ETF-SPDR
XLRE|Real Estate Select Sector SPDR Fund|房地产行业ETF-SPDR
XLC|Communication Services Select Sector SPDR Fund|通讯服务行业ETF-SPDR
TLT|iShares 20+ Year Treasury Bond ETF|20年期以上美国国债ETF
IEF|iShares 7-10 Year Treasury Bond ETF|7-10年期美国国债ETF
SHY|iShares 1-3 Year Treasury Bond ETF|1-3年期美国国债ETF
HYG|iShares iBoxx High Yield Corporate Bond ETF|高收益公司债ETF
LQD|iShares iBoxx Investment Grade Corporate Bond ETF|投资级公司债ETF
GLD|SPDR Gold Shares|黄金ETF-SPDR
IAU|iShares Gold Trust|黄金ETF-iShares
SLV|iShares Silver Trust|白银ETF-iShares
USO|United States Oil Fund|美国原油ETF
UNG|United States Natural Gas Fund|美国天然气ETF
ARKK|ARK Innovation ETF|ARK创新ETF
SOXX|iShares Semiconductor ETF|半导体ETF-iShares
SMH|VanEck Semiconductor ETF|半导体ETF-VanEck
XBI|SPDR S&P Biotech ETF|生物科技ETF-SPDR
KWEB|KraneShares CSI China Internet ETF|中概互联网ETF
FXI|iShares China Large-Cap ETF|中国大盘股ETF
MCHI|iShares MSCI China ETF|MSCI中国ETF
EEM|iShares MSCI Emerging Markets ETF|新兴市场ETF
EFA|iShares MSCI EAFE ETF|欧澳远东ETF
VNQ|Vanguard Real Estate ETF|房地产信托ETF-Vanguard
VGT|Vanguard Information Technology ETF|信息技术ETF-Vanguard
SCHD|Schwab US Dividend Equity ETF|美国红利股ETF-嘉信
TQQQ|ProShares UltraPro QQQ|三倍做多纳指100ETF
SQQQ|ProShares UltraPro Short QQQ|三倍做空纳指100ETF
SOXL|Direxion Daily Semiconductor Bull 3X Shares|三倍做多半导体ETF
UVXY|ProShares Ultra VIX Short-Term Futures ETF|1.5倍做多VIX短期期货ETF
`;

export const US_INDICES = `
^GSPC|S&P 500|标普500指数
^DJI|Dow Jones Industrial Average|道琼斯工业平均指数
^IXIC|Nasdaq Composite|纳斯达克综合指数
^NDX|Nasdaq 100|纳斯达克100指数
^RUT|Russell 2000|罗素2000指数
^VIX|CBOE Volatility Index|VIX恐慌指数
^SOX|PHLX Semiconductor Index|费城半导体指数
`;
