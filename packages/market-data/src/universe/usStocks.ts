/**
 * S&P 500 and Nasdaq-100 members: symbol | name | Chinese name | market cap in
 * millions of US dollars (a recent round figure). Chinese names are those the
 * Chinese-language brokers and portals show; Yahoo writes class shares with a
 * hyphen (BRK-B).
 */
export const US_STOCKS = `
MMM|3M|3M公司|80000
AOS|A. O. Smith|A.O.史密斯|9500
ABT|Abbott Laboratories|雅培|225000
ABBV|AbbVie|艾伯维|400000
ACN|Accenture|埃森哲|160000
ADBE|Adobe|奥多比|145000
AMD|Advanced Micro Devices|超威半导体|330000
AES|AES|爱伊斯电力|9500
AFL|Aflac|美国家庭人寿|58000
A|Agilent Technologies|安捷伦科技|40000
APD|Air Products|空气化工产品|58000
ABNB|Airbnb|爱彼迎|78000
AKAM|Akamai Technologies|阿卡迈科技|11000
ALB|Albemarle|雅保|11000
ARE|Alexandria Real Estate Equities|亚历山大房地产|13000
ALGN|Align Technology|爱齐科技|10000
ALLE|Allegion|安朗杰|14000
LNT|Alliant Energy|阿联特能源|17000
ALL|Allstate|好事达保险|53000
GOOGL|Alphabet (Class A)|谷歌A|3100000
GOOG|Alphabet (Class C)|谷歌C|3100000
MO|Altria|奥驰亚|98000
AMZN|Amazon|亚马逊|2400000
AMCR|Amcor|安姆科|19000
AEE|Ameren|阿曼瑞恩能源|27000
AEP|American Electric Power|美国电力|60000
AXP|American Express|美国运通|240000
AIG|American International Group|美国国际集团|45000
AMT|American Tower|美国电塔|85000
AWK|American Water Works|美国水业|26000
AMP|Ameriprise Financial|阿默普莱斯金融|46000
AME|Ametek|阿美特克|44000
AMGN|Amgen|安进|160000
APH|Amphenol|安费诺|150000
ADI|Analog Devices|亚德诺半导体|120000
AON|Aon|怡安保险|76000
APA|APA Corporation|阿帕奇石油|8500
APO|Apollo Global Management|阿波罗全球管理|78000
AAPL|Apple|苹果|3800000
AMAT|Applied Materials|应用材料|180000
APP|AppLovin|AppLovin|200000
APTV|Aptiv|安波福|17000
ACGL|Arch Capital Group|阿奇资本|33000
ADM|Archer Daniels Midland|阿彻丹尼尔斯米德兰|29000
ARES|Ares Management|阿瑞斯管理|50000
ANET|Arista Networks|Arista网络|170000
AJG|Arthur J. Gallagher|亚瑟加拉格尔|68000
AIZ|Assurant|安信龙|11000
T|AT&T|美国电话电报|180000
ATO|Atmos Energy|阿特莫斯能源|27000
ADSK|Autodesk|欧特克|65000
ADP|Automatic Data Processing|自动数据处理|115000
AZO|AutoZone|汽车地带|64000
AVB|AvalonBay Communities|艾芙隆海湾社区|26000
AVY|Avery Dennison|艾利丹尼森|14000
AXON|Axon Enterprise|Axon企业|45000
BKR|Baker Hughes|贝克休斯|45000
BALL|Ball Corporation|波尔|14000
BAC|Bank of America|美国银行|390000
BAX|Baxter International|百特国际|11000
BDX|Becton Dickinson|碧迪医疗|55000
BRK-B|Berkshire Hathaway (Class B)|伯克希尔哈撒韦B|1050000
BBY|Best Buy|百思买|16000
TECH|Bio-Techne|Bio-Techne|9000
BIIB|Biogen|渤健|23000
BLK|BlackRock|贝莱德|170000
BX|Blackstone|黑石集团|190000
XYZ|Block|Block|40000
BNY|BNY Mellon|纽约梅隆银行|75000
BA|Boeing|波音|160000
BKNG|Booking Holdings|缤客控股|170000
BSX|Boston Scientific|波士顿科学|150000
BMY|Bristol Myers Squibb|百时美施贵宝|95000
AVGO|Broadcom|博通|1600000
BR|Broadridge Financial Solutions|布罗德里奇金融|27000
BRO|Brown & Brown|布朗布朗保险|30000
BF-B|Brown-Forman (Class B)|百富门B|13000
BLDR|Builders FirstSource|建筑商第一资源|14000
BG|Bunge Global|邦吉|18000
BXP|BXP|波士顿地产|12000
CHRW|C.H. Robinson|罗宾逊全球物流|15000
CDNS|Cadence Design Systems|铿腾电子|90000
CPT|Camden Property Trust|卡姆登地产|11000
COF|Capital One|第一资本|140000
CAH|Cardinal Health|卡地纳健康|45000
CCL|Carnival|嘉年华邮轮|38000
CARR|Carrier Global|开利全球|50000
CVNA|Carvana|Carvana|70000
CASY|Casey's General Stores|凯西百货|20000
CAT|Caterpillar|卡特彼勒|250000
CBOE|Cboe Global Markets|芝加哥期权交易所|25000
CBRE|CBRE Group|世邦魏理仕|47000
CDW|CDW|CDW|20000
COR|Cencora|康德乐美源|56000
CNC|Centene|森蒂恩|18000
CNP|CenterPoint Energy|中点能源|25000
CF|CF Industries|CF工业|14000
CRL|Charles River Laboratories|查尔斯河实验室|8500
SCHW|Charles Schwab|嘉信理财|170000
CHTR|Charter Communications|特许通讯|40000
CVX|Chevron|雪佛龙|300000
CMG|Chipotle Mexican Grill|墨式烧烤|50000
CB|Chubb|安达保险|115000
CHD|Church & Dwight|丘奇杜威|21000
CIEN|Ciena|Ciena|25000
CI|Cigna|信诺|75000
CINF|Cincinnati Financial|辛辛那提金融|24000
CTAS|Cintas|信达思|78000
CSCO|Cisco|思科|280000
C|Citigroup|花旗集团|185000
CFG|Citizens Financial Group|公民金融|23000
CLX|Clorox|高乐氏|14000
CME|CME Group|芝商所|98000
CMS|CMS Energy|CMS能源|22000
KO|Coca-Cola|可口可乐|300000
CTSH|Cognizant|高知特|35000
COHR|Coherent|Coherent|20000
COIN|Coinbase|Coinbase|80000
CL|Colgate-Palmolive|高露洁|63000
CMCSA|Comcast|康卡斯特|110000
FIX|Comfort Systems USA|舒适系统|35000
COP|ConocoPhillips|康菲石油|115000
ED|Consolidated Edison|联合爱迪生|36000
STZ|Constellation Brands|星座品牌|24000
CEG|Constellation Energy|星座能源|110000
COO|Cooper Companies|库珀医疗|14000
CPRT|Copart|科帕特|45000
GLW|Corning|康宁|75000
CPAY|Corpay|Corpay|22000
CTVA|Corteva|科迪华|42000
CSGP|CoStar Group|科斯塔|28000
COST|Costco|好市多|400000
CRH|CRH|CRH水泥|75000
CRWD|CrowdStrike|CrowdStrike|130000
CCI|Crown Castle|冠城国际|43000
CSX|CSX|CSX运输|68000
CMI|Cummins|康明斯|60000
CVS|CVS Health|西维斯健康|100000
DHR|Danaher|丹纳赫|150000
DRI|Darden Restaurants|达登饭店|22000
DDOG|Datadog|Datadog|50000
DVA|DaVita|德维特|9500
DECK|Deckers Brands|德克斯户外|14000
DE|Deere|迪尔|125000
DELL|Dell Technologies|戴尔科技|90000
DAL|Delta Air Lines|达美航空|40000
DVN|Devon Energy|德文能源|21000
DXCM|Dexcom|德康医疗|26000
FANG|Diamondback Energy|响尾蛇能源|42000
DLR|Digital Realty|数字房地产信托|55000
DG|Dollar General|达乐|24000
DLTR|Dollar Tree|美元树|22000
D|Dominion Energy|道明尼资源|50000
DPZ|Domino's Pizza|达美乐比萨|14000
DASH|DoorDash|DoorDash|100000
DOV|Dover|都福|25000
DOW|Dow|陶氏|17000
DHI|D. R. Horton|霍顿房屋|48000
DTE|DTE Energy|DTE能源|28000
DUK|Duke Energy|杜克能源|95000
DD|DuPont|杜邦|17000
ETN|Eaton|伊顿|140000
EBAY|eBay|亿贝|42000
ECHO|EchoStar|艾科星通信|20000
ECL|Ecolab|艺康|75000
EIX|Edison International|爱迪生国际|22000
EW|Edwards Lifesciences|爱德华生命科学|48000
ELV|Elevance Health|Elevance健康|75000
EME|Emcor|EMCOR集团|28000
EMR|Emerson Electric|艾默生电气|75000
ETR|Entergy|安特吉|40000
EOG|EOG Resources|EOG能源|60000
EQT|EQT Corporation|EQT能源|33000
EFX|Equifax|艾可飞|28000
EQIX|Equinix|易昆尼克斯|75000
EQR|Equity Residential|公平住屋|25000
ERIE|Erie Indemnity|伊利保险|18000
ESS|Essex Property Trust|埃塞克斯地产|17000
EL|Estée Lauder|雅诗兰黛|32000
EG|Everest Group|珠峰再保险|14000
EVRG|Evergy|Evergy能源|17000
ES|Eversource Energy|Eversource能源|25000
EXC|Exelon|爱克斯龙|45000
EXE|Expand Energy|Expand能源|25000
EXPE|Expedia Group|亿客行|30000
EXPD|Expeditors International|康捷国际物流|17000
EXR|Extra Space Storage|Extra Space仓储|30000
XOM|ExxonMobil|埃克森美孚|480000
FFIV|F5|F5网络|17000
FDS|FactSet|慧甚|11000
FICO|Fair Isaac|费埃哲|40000
FAST|Fastenal|快扣|48000
FRT|Federal Realty Investment Trust|联邦房地产|8500
FDX|FedEx|联邦快递|60000
FDXF|FedEx Freight|联邦快递货运|20000
FERG|Ferguson Enterprises|富格森|45000
FIS|Fidelity National Information Services|富达国民信息|35000
FITB|Fifth Third Bancorp|五三银行|28000
FSLR|First Solar|第一太阳能|25000
FE|FirstEnergy|第一能源|26000
FISV|Fiserv|费哲金融|40000
FLEX|Flex|伟创力|22000
F|Ford Motor|福特汽车|50000
FTNT|Fortinet|飞塔|65000
FTV|Fortive|福迪威|17000
FOXA|Fox Corporation (Class A)|福克斯A|26000
FOX|Fox Corporation (Class B)|福克斯B|26000
BEN|Franklin Resources|富兰克林资源|12000
FCX|Freeport-McMoRan|自由港麦克莫兰|60000
GRMN|Garmin|佳明|40000
IT|Gartner|高德纳|20000
GE|GE Aerospace|GE航空航天|320000
GEHC|GE HealthCare|GE医疗|35000
GEV|GE Vernova|GE Vernova|170000
GEN|Gen Digital|Gen Digital|18000
GNRC|Generac|Generac|10000
GD|General Dynamics|通用动力|92000
GIS|General Mills|通用磨坊|27000
GM|General Motors|通用汽车|65000
GPC|Genuine Parts|纯正零件|18000
GILD|Gilead Sciences|吉利德科学|150000
GPN|Global Payments|环汇|20000
GL|Globe Life|环球人寿|11000
GDDY|GoDaddy|GoDaddy|20000
GS|Goldman Sachs|高盛|240000
HAL|Halliburton|哈里伯顿|22000
HIG|The Hartford|哈特福德金融|36000
HAS|Hasbro|孩之宝|11000
HCA|HCA Healthcare|HCA医疗|100000
DOC|Healthpeak Properties|Healthpeak地产|13000
HSIC|Henry Schein|汉瑞祥|9000
HSY|Hershey|好时|37000
HPE|Hewlett Packard Enterprise|慧与科技|30000
HLT|Hilton Worldwide|希尔顿酒店|63000
HD|Home Depot|家得宝|380000
HONA|Honeywell Aerospace|霍尼韦尔航空航天|70000
HON|Honeywell|霍尼韦尔|125000
HRL|Hormel Foods|荷美尔食品|13000
HST|Host Hotels & Resorts|Host酒店及度假村|12000
HWM|Howmet Aerospace|豪梅特航空航天|80000
HPQ|HP Inc.|惠普|26000
HUBB|Hubbell|哈贝尔|23000
HUM|Humana|哈门那|30000
HBAN|Huntington Bancshares|亨廷顿银行|24000
HII|Huntington Ingalls Industries|亨廷顿英格尔斯工业|11000
IBM|IBM|IBM|270000
IEX|IDEX|IDEX|13000
IDXX|Idexx Laboratories|爱德士|52000
ITW|Illinois Tool Works|伊利诺伊工具|73000
INCY|Incyte|因赛特医疗|17000
IR|Ingersoll Rand|英格索兰|32000
PODD|Insulet|英舒莱|23000
INTC|Intel|英特尔|160000
IBKR|Interactive Brokers|盈透证券|110000
ICE|Intercontinental Exchange|洲际交易所|95000
IFF|International Flavors & Fragrances|国际香料香精|17000
IP|International Paper|国际纸业|22000
INTU|Intuit|财捷|185000
ISRG|Intuitive Surgical|直觉外科|190000
IVZ|Invesco|景顺|10000
INVH|Invitation Homes|Invitation Homes|18000
IQV|IQVIA|艾昆纬|33000
IRM|Iron Mountain|铁山|28000
JBHT|J.B. Hunt|JB亨特运输|15000
JBL|Jabil|捷普|23000
JKHY|Jack Henry & Associates|杰克亨利|12000
J|Jacobs Solutions|雅各布斯工程|17000
JNJ|Johnson & Johnson|强生|450000
JCI|Johnson Controls|江森自控|72000
JPM|JPMorgan Chase|摩根大通|830000
KVUE|Kenvue|Kenvue|32000
KDP|Keurig Dr Pepper|胡椒博士|40000
KEY|KeyCorp|科凯国际|19000
KEYS|Keysight Technologies|是德科技|30000
KMB|Kimberly-Clark|金佰利|38000
KIM|Kimco Realty|金科地产|14000
KMI|Kinder Morgan|金德尔摩根|60000
KKR|KKR|KKR集团|115000
KLAC|KLA|科磊|150000
KHC|Kraft Heinz|卡夫亨氏|30000
KR|Kroger|克罗格|44000
LHX|L3Harris|L3哈里斯|53000
LH|Labcorp|徕博科|22000
LRCX|Lam Research|泛林集团|190000
LVS|Las Vegas Sands|金沙集团|40000
LDOS|Leidos|莱多斯|24000
LEN|Lennar|莱纳建筑|33000
LII|Lennox International|雷诺士|18000
LLY|Eli Lilly|礼来|900000
LIN|Linde|林德|210000
LYV|Live Nation Entertainment|Live Nation娱乐|33000
LMT|Lockheed Martin|洛克希德马丁|110000
L|Loews|洛斯|21000
LOW|Lowe's|劳氏|140000
LULU|Lululemon Athletica|露露乐蒙|22000
LITE|Lumentum|Lumentum|20000
LYB|LyondellBasell|利安德巴赛尔|16000
MTB|M&T Bank|M&T银行|30000
MPC|Marathon Petroleum|马拉松原油|55000
MAR|Marriott International|万豪国际|78000
MRSH|Marsh McLennan|达信|95000
MLM|Martin Marietta Materials|马丁玛丽埃塔材料|37000
MRVL|Marvell Technology|迈威尔科技|75000
MAS|Masco|马斯科|14000
MA|Mastercard|万事达|520000
MKC|McCormick|味好美|18000
MCD|McDonald's|麦当劳|215000
MCK|McKesson|麦克森|95000
MDT|Medtronic|美敦力|120000
MRK|Merck & Co.|默沙东|230000
META|Meta Platforms|Meta Platforms|1700000
MET|MetLife|大都会人寿|52000
MTD|Mettler Toledo|梅特勒-托利多|27000
MGM|MGM Resorts|美高梅国际|10000
MCHP|Microchip Technology|微芯科技|35000
MU|Micron Technology|美光科技|200000
MSFT|Microsoft|微软|3800000
MAA|Mid-America Apartment Communities|MAA公寓|16000
MRNA|Moderna|莫德纳|11000
TAP|Molson Coors|摩森康胜|10000
MDLZ|Mondelez International|亿滋国际|78000
MPWR|Monolithic Power Systems|芯源系统|45000
MNST|Monster Beverage|怪物饮料|65000
MCO|Moody's|穆迪|88000
MS|Morgan Stanley|摩根士丹利|250000
MOS|Mosaic|美盛|9000
MSI|Motorola Solutions|摩托罗拉系统|70000
MSCI|MSCI|明晟|43000
NDAQ|Nasdaq, Inc.|纳斯达克交易所|50000
NTAP|NetApp|美国网存|23000
NFLX|Netflix|奈飞|450000
NEM|Newmont|纽蒙特矿业|95000
NWSA|News Corp (Class A)|新闻集团A|16000
NWS|News Corp (Class B)|新闻集团B|16000
NEE|NextEra Energy|新纪元能源|160000
NKE|Nike|耐克|95000
NI|NiSource|NiSource能源|20000
NDSN|Nordson|诺信|13000
NSC|Norfolk Southern|诺福克南方|63000
NTRS|Northern Trust|北方信托|25000
NOC|Northrop Grumman|诺斯罗普格鲁曼|85000
NCLH|Norwegian Cruise Line Holdings|挪威邮轮|10000
NRG|NRG Energy|NRG能源|33000
NUE|Nucor|纽柯钢铁|34000
NVDA|Nvidia|英伟达|4500000
NVR|NVR|NVR|22000
NXPI|NXP Semiconductors|恩智浦|55000
ORLY|O'Reilly Automotive|奥莱利汽车|80000
OXY|Occidental Petroleum|西方石油|42000
ODFL|Old Dominion Freight Line|Old Dominion货运|30000
OMC|Omnicom Group|宏盟集团|15000
ON|ON Semiconductor|安森美半导体|22000
OKE|Oneok|欧尼克|48000
ORCL|Oracle|甲骨文|650000
OTIS|Otis Worldwide|奥的斯|35000
PCAR|Paccar|帕卡|52000
PKG|Packaging Corporation of America|美国包装|18000
PLTR|Palantir Technologies|Palantir|420000
PANW|Palo Alto Networks|派拓网络|130000
PSKY|Paramount Skydance|派拉蒙天舞|17000
PH|Parker Hannifin|派克汉尼汾|95000
PAYX|Paychex|沛齐|45000
PYPL|PayPal|贝宝|65000
PNR|Pentair|滨特尔|17000
PEP|PepsiCo|百事可乐|200000
PFE|Pfizer|辉瑞|140000
PCG|PG&E|太平洋燃气电力|33000
PM|Philip Morris International|菲利普莫里斯国际|240000
PSX|Phillips 66|菲利普斯66|52000
PNW|Pinnacle West Capital|Pinnacle West资本|10000
PNC|PNC Financial Services|PNC金融|75000
PPG|PPG Industries|PPG工业|24000
PPL|PPL|PPL电力|26000
PFG|Principal Financial Group|信安金融|18000
PG|Procter & Gamble|宝洁|360000
PGR|Progressive|前进保险|145000
PLD|Prologis|安博|105000
PRU|Prudential Financial|保德信金融|37000
PEG|Public Service Enterprise Group|公共服务企业集团|42000
PTC|PTC|PTC|24000
PSA|Public Storage|公共存储|50000
PHM|PulteGroup|普尔特房屋|25000
PWR|Quanta Services|广达服务|62000
QCOM|Qualcomm|高通|180000
DGX|Quest Diagnostics|奎斯特诊断|20000
Q|Qnity Electronics|Qnity电子|20000
RL|Ralph Lauren|拉夫劳伦|19000
RJF|Raymond James Financial|瑞杰金融|32000
RTX|RTX Corporation|雷神技术|220000
O|Realty Income|Realty Income|52000
REG|Regency Centers|Regency Centers|13000
REGN|Regeneron Pharmaceuticals|再生元制药|65000
RF|Regions Financial|地区金融|22000
RSG|Republic Services|共和废品处理|70000
RMD|ResMed|瑞思迈|38000
RVTY|Revvity|Revvity|11000
HOOD|Robinhood Markets|Robinhood|100000
ROK|Rockwell Automation|罗克韦尔自动化|40000
ROL|Rollins|罗林斯|28000
ROP|Roper Technologies|罗珀科技|50000
ROST|Ross Stores|罗斯百货|50000
RCL|Royal Caribbean Group|皇家加勒比邮轮|80000
SPGI|S&P Global|标普全球|160000
CRM|Salesforce|赛富时|240000
SNDK|Sandisk|闪迪|25000
SBAC|SBA Communications|SBA通信|21000
SLB|SLB|斯伦贝谢|50000
STX|Seagate Technology|希捷科技|50000
SRE|Sempra|桑普拉能源|57000
NOW|ServiceNow|ServiceNow|180000
SHW|Sherwin-Williams|宣伟|85000
SPG|Simon Property Group|西蒙地产|60000
SWKS|Skyworks Solutions|思佳讯|11000
SJM|J.M. Smucker|斯马克|12000
SW|Smurfit Westrock|斯墨菲特西岩|22000
SNA|Snap-on|实耐宝|17000
SOLV|Solventum|Solventum|13000
SO|Southern Company|南方电力|100000
LUV|Southwest Airlines|西南航空|18000
SWK|Stanley Black & Decker|史丹利百得|11000
SBUX|Starbucks|星巴克|98000
STT|State Street|道富银行|32000
STLD|Steel Dynamics|钢动力|20000
STE|Steris|思泰瑞|24000
SYK|Stryker|史赛克|145000
SMCI|Super Micro Computer|超微电脑|28000
SYF|Synchrony Financial|Synchrony金融|27000
SNPS|Synopsys|新思科技|75000
SYY|Sysco|西斯科|38000
TMUS|T-Mobile US|T-Mobile美国|260000
TROW|T. Rowe Price|普信集团|23000
TTWO|Take-Two Interactive|Take-Two互动|45000
TPR|Tapestry|泰佩思琦|22000
TRGP|Targa Resources|Targa资源|36000
TGT|Target|塔吉特|43000
TEL|TE Connectivity|泰科电子|65000
TDY|Teledyne Technologies|特利丹科技|24000
TER|Teradyne|泰瑞达|25000
TSLA|Tesla|特斯拉|1400000
TXN|Texas Instruments|德州仪器|160000
TPL|Texas Pacific Land|德州太平洋土地|22000
TXT|Textron|德事隆|15000
TMO|Thermo Fisher Scientific|赛默飞世尔|200000
TJX|TJX Companies|TJX公司|160000
TKO|TKO Group Holdings|TKO集团|37000
TTD|The Trade Desk|The Trade Desk|25000
TSCO|Tractor Supply|拖拉机供应|29000
TT|Trane Technologies|特灵科技|95000
TDG|TransDigm Group|TransDigm集团|75000
TRV|Travelers|旅行者保险|62000
TRMB|Trimble|天宝|19000
TFC|Truist Financial|Truist金融|58000
TYL|Tyler Technologies|泰勒科技|22000
TSN|Tyson Foods|泰森食品|19000
USB|U.S. Bancorp|美国合众银行|75000
UBER|Uber|优步|190000
UDR|UDR|UDR公寓|12000
ULTA|Ulta Beauty|Ulta美容|24000
UNP|Union Pacific|联合太平洋|135000
UAL|United Airlines Holdings|联合航空|32000
UPS|United Parcel Service|联合包裹|75000
URI|United Rentals|联合租赁|55000
UNH|UnitedHealth Group|联合健康|300000
UHS|Universal Health Services|环球健康服务|13000
VLO|Valero Energy|瓦莱罗能源|50000
VEEV|Veeva Systems|Veeva系统|45000
VTR|Ventas|Ventas|32000
VLTO|Veralto|Veralto|25000
VRSN|Verisign|威瑞信|25000
VRSK|Verisk Analytics|韦里斯克分析|38000
VZ|Verizon|威瑞森|170000
VRTX|Vertex Pharmaceuticals|福泰制药|110000
VRT|Vertiv|维谛技术|60000
VTRS|Viatris|晖致|12000
VICI|Vici Properties|VICI地产|34000
V|Visa|维萨|660000
VST|Vistra|Vistra能源|68000
VMC|Vulcan Materials|火神材料|38000
WRB|W. R. Berkley|伯克利保险|28000
GWW|W. W. Grainger|固安捷|48000
WAB|Wabtec|西屋制动|35000
WMT|Walmart|沃尔玛|800000
DIS|Walt Disney|迪士尼|200000
WBD|Warner Bros. Discovery|华纳兄弟探索|55000
WM|Waste Management|废物管理|88000
WAT|Waters|沃特世|22000
WEC|WEC Energy Group|WEC能源|36000
WFC|Wells Fargo|富国银行|270000
WELL|Welltower|Welltower|110000
WST|West Pharmaceutical Services|西氏医药|18000
WDC|Western Digital|西部数据|40000
WY|Weyerhaeuser|惠好|18000
WSM|Williams-Sonoma|威廉姆斯-索诺玛|23000
WMB|Williams Companies|威廉姆斯|72000
WTW|Willis Towers Watson|韦莱韬悦|32000
WDAY|Workday|Workday|62000
WYNN|Wynn Resorts|永利度假村|12000
XEL|Xcel Energy|埃克西尔能源|45000
XYL|Xylem|赛莱默|34000
YUM|Yum! Brands|百胜餐饮|41000
ZBRA|Zebra Technologies|斑马技术|16000
ZBH|Zimmer Biomet|捷迈邦美|19000
ZTS|Zoetis|硕腾|60000
ASML|ASML Holding|阿斯麦|300000
AZN|AstraZeneca|阿斯利康|230000
PDD|PDD Holdings|拼多多|170000
MELI|MercadoLibre|美客多|110000
ARM|Arm Holdings|安谋控股|150000
SHOP|Shopify|Shopify|200000
CCEP|Coca-Cola Europacific Partners|可口可乐欧洲太平洋|40000
TRI|Thomson Reuters|汤森路透|75000
MSTR|Strategy|Strategy|80000
ZS|Zscaler|Zscaler|45000
GFS|GlobalFoundries|格芯|19000
TEAM|Atlassian|Atlassian|45000
MDB|MongoDB|MongoDB|25000
ALNY|Alnylam Pharmaceuticals|阿里拉姆制药|60000
FER|Ferrovial|法罗里奥|40000
INSM|Insmed|Insmed|30000
`;
