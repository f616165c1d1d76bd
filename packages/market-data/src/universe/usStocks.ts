/**
 * S&P 500 and Nasdaq-100 members: symbol | name | Chinese name | market cap in
 * millions of US dollars (a recent round figure) | GICS sector. Chinese names are
 * those the Chinese-language brokers and portals show; Yahoo writes class shares with a
 * hyphen (BRK-B).
 */
export const US_STOCKS = `
MMM|3M|3M公司|80000|industrials
AOS|A. O. Smith|A.O.史密斯|9500|industrials
ABT|Abbott Laboratories|雅培|225000|health
ABBV|AbbVie|艾伯维|400000|health
ACN|Accenture|埃森哲|160000|tech
ADBE|Adobe|奥多比|145000|tech
AMD|Advanced Micro Devices|超威半导体|330000|tech
AES|AES|爱伊斯电力|9500|utilities
AFL|Aflac|美国家庭人寿|58000|financials
A|Agilent Technologies|安捷伦科技|40000|health
APD|Air Products|空气化工产品|58000|materials
ABNB|Airbnb|爱彼迎|78000|consumer-disc
AKAM|Akamai Technologies|阿卡迈科技|11000|tech
ALB|Albemarle|雅保|11000|materials
ARE|Alexandria Real Estate Equities|亚历山大房地产|13000|real-estate
ALGN|Align Technology|爱齐科技|10000|health
ALLE|Allegion|安朗杰|14000|industrials
LNT|Alliant Energy|阿联特能源|17000|utilities
ALL|Allstate|好事达保险|53000|financials
GOOGL|Alphabet (Class A)|谷歌A|3100000|communication
GOOG|Alphabet (Class C)|谷歌C|3100000|communication
MO|Altria|奥驰亚|98000|consumer-staples
AMZN|Amazon|亚马逊|2400000|consumer-disc
AMCR|Amcor|安姆科|19000|materials
AEE|Ameren|阿曼瑞恩能源|27000|utilities
AEP|American Electric Power|美国电力|60000|utilities
AXP|American Express|美国运通|240000|financials
AIG|American International Group|美国国际集团|45000|financials
AMT|American Tower|美国电塔|85000|real-estate
AWK|American Water Works|美国水业|26000|utilities
AMP|Ameriprise Financial|阿默普莱斯金融|46000|financials
AME|Ametek|阿美特克|44000|industrials
AMGN|Amgen|安进|160000|health
APH|Amphenol|安费诺|150000|tech
ADI|Analog Devices|亚德诺半导体|120000|tech
AON|Aon|怡安保险|76000|financials
APA|APA Corporation|阿帕奇石油|8500|energy
APO|Apollo Global Management|阿波罗全球管理|78000|financials
AAPL|Apple|苹果|3800000|tech
AMAT|Applied Materials|应用材料|180000|tech
APP|AppLovin|AppLovin|200000|communication
APTV|Aptiv|安波福|17000|consumer-disc
ACGL|Arch Capital Group|阿奇资本|33000|financials
ADM|Archer Daniels Midland|阿彻丹尼尔斯米德兰|29000|consumer-staples
ARES|Ares Management|阿瑞斯管理|50000|financials
ANET|Arista Networks|Arista网络|170000|tech
AJG|Arthur J. Gallagher|亚瑟加拉格尔|68000|financials
AIZ|Assurant|安信龙|11000|financials
T|AT&T|美国电话电报|180000|communication
ATO|Atmos Energy|阿特莫斯能源|27000|utilities
ADSK|Autodesk|欧特克|65000|tech
ADP|Automatic Data Processing|自动数据处理|115000|industrials
AZO|AutoZone|汽车地带|64000|consumer-disc
AVB|AvalonBay Communities|艾芙隆海湾社区|26000|real-estate
AVY|Avery Dennison|艾利丹尼森|14000|materials
AXON|Axon Enterprise|Axon企业|45000|industrials
BKR|Baker Hughes|贝克休斯|45000|energy
BALL|Ball Corporation|波尔|14000|materials
BAC|Bank of America|美国银行|390000|financials
BAX|Baxter International|百特国际|11000|health
BDX|Becton Dickinson|碧迪医疗|55000|health
BRK-B|Berkshire Hathaway (Class B)|伯克希尔哈撒韦B|1050000|financials
BBY|Best Buy|百思买|16000|consumer-disc
TECH|Bio-Techne|Bio-Techne|9000|health
BIIB|Biogen|渤健|23000|health
BLK|BlackRock|贝莱德|170000|financials
BX|Blackstone|黑石集团|190000|financials
XYZ|Block|Block|40000|financials
BNY|BNY Mellon|纽约梅隆银行|75000|financials
BA|Boeing|波音|160000|industrials
BKNG|Booking Holdings|缤客控股|170000|consumer-disc
BSX|Boston Scientific|波士顿科学|150000|health
BMY|Bristol Myers Squibb|百时美施贵宝|95000|health
AVGO|Broadcom|博通|1600000|tech
BR|Broadridge Financial Solutions|布罗德里奇金融|27000|industrials
BRO|Brown & Brown|布朗布朗保险|30000|financials
BF-B|Brown-Forman (Class B)|百富门B|13000|consumer-staples
BLDR|Builders FirstSource|建筑商第一资源|14000|industrials
BG|Bunge Global|邦吉|18000|consumer-staples
BXP|BXP|波士顿地产|12000|real-estate
CHRW|C.H. Robinson|罗宾逊全球物流|15000|industrials
CDNS|Cadence Design Systems|铿腾电子|90000|tech
CPT|Camden Property Trust|卡姆登地产|11000|real-estate
COF|Capital One|第一资本|140000|financials
CAH|Cardinal Health|卡地纳健康|45000|health
CCL|Carnival|嘉年华邮轮|38000|consumer-disc
CARR|Carrier Global|开利全球|50000|industrials
CVNA|Carvana|Carvana|70000|consumer-disc
CASY|Casey's General Stores|凯西百货|20000|consumer-staples
CAT|Caterpillar|卡特彼勒|250000|industrials
CBOE|Cboe Global Markets|芝加哥期权交易所|25000|financials
CBRE|CBRE Group|世邦魏理仕|47000|real-estate
CDW|CDW|CDW|20000|tech
COR|Cencora|康德乐美源|56000|health
CNC|Centene|森蒂恩|18000|health
CNP|CenterPoint Energy|中点能源|25000|utilities
CF|CF Industries|CF工业|14000|materials
CRL|Charles River Laboratories|查尔斯河实验室|8500|health
SCHW|Charles Schwab|嘉信理财|170000|financials
CHTR|Charter Communications|特许通讯|40000|communication
CVX|Chevron|雪佛龙|300000|energy
CMG|Chipotle Mexican Grill|墨式烧烤|50000|consumer-disc
CB|Chubb|安达保险|115000|financials
CHD|Church & Dwight|丘奇杜威|21000|consumer-staples
CIEN|Ciena|Ciena|25000|tech
CI|Cigna|信诺|75000|health
CINF|Cincinnati Financial|辛辛那提金融|24000|financials
CTAS|Cintas|信达思|78000|industrials
CSCO|Cisco|思科|280000|tech
C|Citigroup|花旗集团|185000|financials
CFG|Citizens Financial Group|公民金融|23000|financials
CLX|Clorox|高乐氏|14000|consumer-staples
CME|CME Group|芝商所|98000|financials
CMS|CMS Energy|CMS能源|22000|utilities
KO|Coca-Cola|可口可乐|300000|consumer-staples
CTSH|Cognizant|高知特|35000|tech
COHR|Coherent|相干公司|20000|tech
COIN|Coinbase|Coinbase|80000|financials
CL|Colgate-Palmolive|高露洁|63000|consumer-staples
CMCSA|Comcast|康卡斯特|110000|communication
FIX|Comfort Systems USA|舒适系统|35000|industrials
COP|ConocoPhillips|康菲石油|115000|energy
ED|Consolidated Edison|联合爱迪生|36000|utilities
STZ|Constellation Brands|星座品牌|24000|consumer-staples
CEG|Constellation Energy|星座能源|110000|utilities
COO|Cooper Companies|库珀医疗|14000|health
CPRT|Copart|科帕特|45000|industrials
GLW|Corning|康宁|75000|tech
CPAY|Corpay|Corpay|22000|financials
CTVA|Corteva|科迪华|42000|materials
CSGP|CoStar Group|科斯塔|28000|real-estate
COST|Costco|好市多|400000|consumer-staples
CRH|CRH|CRH水泥|75000|materials
CRWD|CrowdStrike|CrowdStrike|130000|tech
CCI|Crown Castle|冠城国际|43000|real-estate
CSX|CSX|CSX运输|68000|industrials
CMI|Cummins|康明斯|60000|industrials
CVS|CVS Health|西维斯健康|100000|health
DHR|Danaher|丹纳赫|150000|health
DRI|Darden Restaurants|达登饭店|22000|consumer-disc
DDOG|Datadog|Datadog|50000|tech
DVA|DaVita|德维特|9500|health
DECK|Deckers Brands|德克斯户外|14000|consumer-disc
DE|Deere|迪尔|125000|industrials
DELL|Dell Technologies|戴尔科技|90000|tech
DAL|Delta Air Lines|达美航空|40000|industrials
DVN|Devon Energy|德文能源|21000|energy
DXCM|Dexcom|德康医疗|26000|health
FANG|Diamondback Energy|响尾蛇能源|42000|energy
DLR|Digital Realty|数字房地产信托|55000|real-estate
DG|Dollar General|达乐|24000|consumer-staples
DLTR|Dollar Tree|美元树|22000|consumer-staples
D|Dominion Energy|道明尼资源|50000|utilities
DPZ|Domino's Pizza|达美乐比萨|14000|consumer-disc
DASH|DoorDash|DoorDash|100000|consumer-disc
DOV|Dover|都福|25000|industrials
DOW|Dow|陶氏|17000|materials
DHI|D. R. Horton|霍顿房屋|48000|consumer-disc
DTE|DTE Energy|DTE能源|28000|utilities
DUK|Duke Energy|杜克能源|95000|utilities
DD|DuPont|杜邦|17000|industrials
ETN|Eaton|伊顿|140000|industrials
EBAY|eBay|亿贝|42000|consumer-disc
ECHO|EchoStar|艾科星通信|20000|communication
ECL|Ecolab|艺康|75000|materials
EIX|Edison International|爱迪生国际|22000|utilities
EW|Edwards Lifesciences|爱德华生命科学|48000|health
ELV|Elevance Health|Elevance健康|75000|health
EME|Emcor|EMCOR集团|28000|industrials
EMR|Emerson Electric|艾默生电气|75000|industrials
ETR|Entergy|安特吉|40000|utilities
EOG|EOG Resources|EOG能源|60000|energy
EQT|EQT Corporation|EQT能源|33000|energy
EFX|Equifax|艾可飞|28000|industrials
EQIX|Equinix|易昆尼克斯|75000|real-estate
EQR|Equity Residential|公平住屋|25000|real-estate
ERIE|Erie Indemnity|伊利保险|18000|financials
ESS|Essex Property Trust|埃塞克斯地产|17000|real-estate
EL|Estée Lauder|雅诗兰黛|32000|consumer-staples
EG|Everest Group|珠峰再保险|14000|financials
EVRG|Evergy|Evergy能源|17000|utilities
ES|Eversource Energy|Eversource能源|25000|utilities
EXC|Exelon|爱克斯龙|45000|utilities
EXE|Expand Energy|Expand能源|25000|energy
EXPE|Expedia Group|亿客行|30000|consumer-disc
EXPD|Expeditors International|康捷国际物流|17000|industrials
EXR|Extra Space Storage|Extra Space仓储|30000|real-estate
XOM|ExxonMobil|埃克森美孚|480000|energy
FFIV|F5|F5网络|17000|tech
FDS|FactSet|慧甚|11000|financials
FICO|Fair Isaac|费埃哲|40000|tech
FAST|Fastenal|快扣|48000|industrials
FRT|Federal Realty Investment Trust|联邦房地产|8500|real-estate
FDX|FedEx|联邦快递|60000|industrials
FDXF|FedEx Freight|联邦快递货运|20000|industrials
FERG|Ferguson Enterprises|富格森|45000|industrials
FIS|Fidelity National Information Services|富达国民信息|35000|financials
FITB|Fifth Third Bancorp|五三银行|28000|financials
FSLR|First Solar|第一太阳能|25000|tech
FE|FirstEnergy|第一能源|26000|utilities
FISV|Fiserv|费哲金融|40000|financials
FLEX|Flex|伟创力|22000|tech
F|Ford Motor|福特汽车|50000|consumer-disc
FTNT|Fortinet|飞塔|65000|tech
FTV|Fortive|福迪威|17000|industrials
FOXA|Fox Corporation (Class A)|福克斯A|26000|communication
FOX|Fox Corporation (Class B)|福克斯B|26000|communication
BEN|Franklin Resources|富兰克林资源|12000|financials
FCX|Freeport-McMoRan|自由港麦克莫兰|60000|materials
GRMN|Garmin|佳明|40000|consumer-disc
IT|Gartner|高德纳|20000|tech
GE|GE Aerospace|GE航空航天|320000|industrials
GEHC|GE HealthCare|GE医疗|35000|health
GEV|GE Vernova|GE Vernova|170000|industrials
GEN|Gen Digital|Gen Digital|18000|tech
GNRC|Generac|Generac|10000|industrials
GD|General Dynamics|通用动力|92000|industrials
GIS|General Mills|通用磨坊|27000|consumer-staples
GM|General Motors|通用汽车|65000|consumer-disc
GPC|Genuine Parts|纯正零件|18000|consumer-disc
GILD|Gilead Sciences|吉利德科学|150000|health
GPN|Global Payments|环汇|20000|financials
GL|Globe Life|环球人寿|11000|financials
GDDY|GoDaddy|GoDaddy|20000|tech
GS|Goldman Sachs|高盛|240000|financials
HAL|Halliburton|哈里伯顿|22000|energy
HIG|The Hartford|哈特福德金融|36000|financials
HAS|Hasbro|孩之宝|11000|consumer-disc
HCA|HCA Healthcare|HCA医疗|100000|health
DOC|Healthpeak Properties|Healthpeak地产|13000|real-estate
HSIC|Henry Schein|汉瑞祥|9000|health
HSY|Hershey|好时|37000|consumer-staples
HPE|Hewlett Packard Enterprise|慧与科技|30000|tech
HLT|Hilton Worldwide|希尔顿酒店|63000|consumer-disc
HD|Home Depot|家得宝|380000|consumer-disc
HONA|Honeywell Aerospace|霍尼韦尔航空航天|70000|industrials
HON|Honeywell|霍尼韦尔|125000|industrials
HRL|Hormel Foods|荷美尔食品|13000|consumer-staples
HST|Host Hotels & Resorts|Host酒店及度假村|12000|real-estate
HWM|Howmet Aerospace|豪梅特航空航天|80000|industrials
HPQ|HP Inc.|惠普|26000|tech
HUBB|Hubbell|哈贝尔|23000|industrials
HUM|Humana|哈门那|30000|health
HBAN|Huntington Bancshares|亨廷顿银行|24000|financials
HII|Huntington Ingalls Industries|亨廷顿英格尔斯工业|11000|industrials
IBM|IBM|IBM (国际商业机器)|270000|tech
IEX|IDEX|IDEX|13000|industrials
IDXX|Idexx Laboratories|爱德士|52000|health
ITW|Illinois Tool Works|伊利诺伊工具|73000|industrials
INCY|Incyte|因赛特医疗|17000|health
IR|Ingersoll Rand|英格索兰|32000|industrials
PODD|Insulet|英舒莱|23000|health
INTC|Intel|英特尔|160000|tech
IBKR|Interactive Brokers|盈透证券|110000|financials
ICE|Intercontinental Exchange|洲际交易所|95000|financials
IFF|International Flavors & Fragrances|国际香料香精|17000|materials
IP|International Paper|国际纸业|22000|materials
INTU|Intuit|财捷|185000|tech
ISRG|Intuitive Surgical|直觉外科|190000|health
IVZ|Invesco|景顺|10000|financials
INVH|Invitation Homes|Invitation Homes|18000|real-estate
IQV|IQVIA|艾昆纬|33000|health
IRM|Iron Mountain|铁山|28000|real-estate
JBHT|J.B. Hunt|JB亨特运输|15000|industrials
JBL|Jabil|捷普|23000|tech
JKHY|Jack Henry & Associates|杰克亨利|12000|financials
J|Jacobs Solutions|雅各布斯工程|17000|industrials
JNJ|Johnson & Johnson|强生|450000|health
JCI|Johnson Controls|江森自控|72000|industrials
JPM|JPMorgan Chase|摩根大通|830000|financials
KVUE|Kenvue|科赴|32000|consumer-staples
KDP|Keurig Dr Pepper|胡椒博士|40000|consumer-staples
KEY|KeyCorp|科凯国际|19000|financials
KEYS|Keysight Technologies|是德科技|30000|tech
KMB|Kimberly-Clark|金佰利|38000|consumer-staples
KIM|Kimco Realty|金科地产|14000|real-estate
KMI|Kinder Morgan|金德尔摩根|60000|energy
KKR|KKR|KKR集团|115000|financials
KLAC|KLA|科磊|150000|tech
KHC|Kraft Heinz|卡夫亨氏|30000|consumer-staples
KR|Kroger|克罗格|44000|consumer-staples
LHX|L3Harris|L3哈里斯|53000|industrials
LH|Labcorp|徕博科|22000|health
LRCX|Lam Research|泛林集团|190000|tech
LVS|Las Vegas Sands|金沙集团|40000|consumer-disc
LDOS|Leidos|莱多斯|24000|industrials
LEN|Lennar|莱纳建筑|33000|consumer-disc
LII|Lennox International|雷诺士|18000|industrials
LLY|Eli Lilly|礼来|900000|health
LIN|Linde|林德|210000|materials
LYV|Live Nation Entertainment|Live Nation娱乐|33000|communication
LMT|Lockheed Martin|洛克希德马丁|110000|industrials
L|Loews|洛斯|21000|financials
LOW|Lowe's|劳氏|140000|consumer-disc
LULU|Lululemon Athletica|露露乐蒙|22000|consumer-disc
LITE|Lumentum|朗美通|20000|tech
LYB|LyondellBasell|利安德巴赛尔|16000|materials
MTB|M&T Bank|M&T银行|30000|financials
MPC|Marathon Petroleum|马拉松原油|55000|energy
MAR|Marriott International|万豪国际|78000|consumer-disc
MRSH|Marsh McLennan|达信|95000|financials
MLM|Martin Marietta Materials|马丁玛丽埃塔材料|37000|materials
MRVL|Marvell Technology|迈威尔科技|75000|tech
MAS|Masco|马斯科|14000|industrials
MA|Mastercard|万事达|520000|financials
MKC|McCormick|味好美|18000|consumer-staples
MCD|McDonald's|麦当劳|215000|consumer-disc
MCK|McKesson|麦克森|95000|health
MDT|Medtronic|美敦力|120000|health
MRK|Merck & Co.|默沙东|230000|health
META|Meta Platforms|Meta平台|1700000|communication
MET|MetLife|大都会人寿|52000|financials
MTD|Mettler Toledo|梅特勒-托利多|27000|health
MGM|MGM Resorts|美高梅国际|10000|consumer-disc
MCHP|Microchip Technology|微芯科技|35000|tech
MU|Micron Technology|美光科技|200000|tech
MSFT|Microsoft|微软|3800000|tech
MAA|Mid-America Apartment Communities|MAA公寓|16000|real-estate
MRNA|Moderna|莫德纳|11000|health
TAP|Molson Coors|摩森康胜|10000|consumer-staples
MDLZ|Mondelez International|亿滋国际|78000|consumer-staples
MPWR|Monolithic Power Systems|芯源系统|45000|tech
MNST|Monster Beverage|怪物饮料|65000|consumer-staples
MCO|Moody's|穆迪|88000|financials
MS|Morgan Stanley|摩根士丹利|250000|financials
MOS|Mosaic|美盛|9000|materials
MSI|Motorola Solutions|摩托罗拉系统|70000|tech
MSCI|MSCI|明晟|43000|financials
NDAQ|Nasdaq, Inc.|纳斯达克交易所|50000|financials
NTAP|NetApp|美国网存|23000|tech
NFLX|Netflix|奈飞|450000|communication
NEM|Newmont|纽蒙特矿业|95000|materials
NWSA|News Corp (Class A)|新闻集团A|16000|communication
NWS|News Corp (Class B)|新闻集团B|16000|communication
NEE|NextEra Energy|新纪元能源|160000|utilities
NKE|Nike|耐克|95000|consumer-disc
NI|NiSource|NiSource能源|20000|utilities
NDSN|Nordson|诺信|13000|industrials
NSC|Norfolk Southern|诺福克南方|63000|industrials
NTRS|Northern Trust|北方信托|25000|financials
NOC|Northrop Grumman|诺斯罗普格鲁曼|85000|industrials
NCLH|Norwegian Cruise Line Holdings|挪威邮轮|10000|consumer-disc
NRG|NRG Energy|NRG能源|33000|utilities
NUE|Nucor|纽柯钢铁|34000|materials
NVDA|Nvidia|英伟达|4500000|tech
NVR|NVR|NVR|22000|consumer-disc
NXPI|NXP Semiconductors|恩智浦|55000|tech
ORLY|O'Reilly Automotive|奥莱利汽车|80000|consumer-disc
OXY|Occidental Petroleum|西方石油|42000|energy
ODFL|Old Dominion Freight Line|Old Dominion货运|30000|industrials
OMC|Omnicom Group|宏盟集团|15000|communication
ON|ON Semiconductor|安森美半导体|22000|tech
OKE|Oneok|欧尼克|48000|energy
ORCL|Oracle|甲骨文|650000|tech
OTIS|Otis Worldwide|奥的斯|35000|industrials
PCAR|Paccar|帕卡|52000|industrials
PKG|Packaging Corporation of America|美国包装|18000|materials
PLTR|Palantir Technologies|Palantir (帕兰提尔)|420000|tech
PANW|Palo Alto Networks|派拓网络|130000|tech
PSKY|Paramount Skydance|派拉蒙天舞|17000|communication
PH|Parker Hannifin|派克汉尼汾|95000|industrials
PAYX|Paychex|沛齐|45000|industrials
PYPL|PayPal|贝宝|65000|financials
PNR|Pentair|滨特尔|17000|industrials
PEP|PepsiCo|百事可乐|200000|consumer-staples
PFE|Pfizer|辉瑞|140000|health
PCG|PG&E|太平洋燃气电力|33000|utilities
PM|Philip Morris International|菲利普莫里斯国际|240000|consumer-staples
PSX|Phillips 66|菲利普斯66|52000|energy
PNW|Pinnacle West Capital|Pinnacle West资本|10000|utilities
PNC|PNC Financial Services|PNC金融|75000|financials
PPG|PPG Industries|PPG工业|24000|materials
PPL|PPL|PPL电力|26000|utilities
PFG|Principal Financial Group|信安金融|18000|financials
PG|Procter & Gamble|宝洁|360000|consumer-staples
PGR|Progressive|前进保险|145000|financials
PLD|Prologis|安博|105000|real-estate
PRU|Prudential Financial|保德信金融|37000|financials
PEG|Public Service Enterprise Group|公共服务企业集团|42000|utilities
PTC|PTC|PTC|24000|tech
PSA|Public Storage|公共存储|50000|real-estate
PHM|PulteGroup|普尔特房屋|25000|consumer-disc
PWR|Quanta Services|广达服务|62000|industrials
QCOM|Qualcomm|高通|180000|tech
DGX|Quest Diagnostics|奎斯特诊断|20000|health
Q|Qnity Electronics|Qnity电子|20000|tech
RL|Ralph Lauren|拉夫劳伦|19000|consumer-disc
RJF|Raymond James Financial|瑞杰金融|32000|financials
RTX|RTX Corporation|雷神技术|220000|industrials
O|Realty Income|Realty Income|52000|real-estate
REG|Regency Centers|Regency Centers|13000|real-estate
REGN|Regeneron Pharmaceuticals|再生元制药|65000|health
RF|Regions Financial|地区金融|22000|financials
RSG|Republic Services|共和废品处理|70000|industrials
RMD|ResMed|瑞思迈|38000|health
RVTY|Revvity|Revvity|11000|health
HOOD|Robinhood Markets|Robinhood (罗宾汉)|100000|financials
ROK|Rockwell Automation|罗克韦尔自动化|40000|industrials
ROL|Rollins|罗林斯|28000|industrials
ROP|Roper Technologies|罗珀科技|50000|tech
ROST|Ross Stores|罗斯百货|50000|consumer-disc
RCL|Royal Caribbean Group|皇家加勒比邮轮|80000|consumer-disc
SPGI|S&P Global|标普全球|160000|financials
CRM|Salesforce|赛富时|240000|tech
SNDK|Sandisk|闪迪|25000|tech
SBAC|SBA Communications|SBA通信|21000|real-estate
SLB|SLB|斯伦贝谢|50000|energy
STX|Seagate Technology|希捷科技|50000|tech
SRE|Sempra|桑普拉能源|57000|utilities
NOW|ServiceNow|ServiceNow|180000|tech
SHW|Sherwin-Williams|宣伟|85000|materials
SPG|Simon Property Group|西蒙地产|60000|real-estate
SWKS|Skyworks Solutions|思佳讯|11000|tech
SJM|J.M. Smucker|斯马克|12000|consumer-staples
SW|Smurfit Westrock|斯墨菲特西岩|22000|materials
SNA|Snap-on|实耐宝|17000|industrials
SOLV|Solventum|Solventum|13000|health
SO|Southern Company|南方电力|100000|utilities
LUV|Southwest Airlines|西南航空|18000|industrials
SWK|Stanley Black & Decker|史丹利百得|11000|industrials
SBUX|Starbucks|星巴克|98000|consumer-disc
STT|State Street|道富银行|32000|financials
STLD|Steel Dynamics|钢动力|20000|materials
STE|Steris|思泰瑞|24000|health
SYK|Stryker|史赛克|145000|health
SMCI|Super Micro Computer|超微电脑|28000|tech
SYF|Synchrony Financial|Synchrony金融|27000|financials
SNPS|Synopsys|新思科技|75000|tech
SYY|Sysco|西斯科|38000|consumer-staples
TMUS|T-Mobile US|T-Mobile美国|260000|communication
TROW|T. Rowe Price|普信集团|23000|financials
TTWO|Take-Two Interactive|Take-Two互动|45000|communication
TPR|Tapestry|泰佩思琦|22000|consumer-disc
TRGP|Targa Resources|Targa资源|36000|energy
TGT|Target|塔吉特|43000|consumer-staples
TEL|TE Connectivity|泰科电子|65000|tech
TDY|Teledyne Technologies|特利丹科技|24000|tech
TER|Teradyne|泰瑞达|25000|tech
TSLA|Tesla|特斯拉|1400000|consumer-disc
TXN|Texas Instruments|德州仪器|160000|tech
TPL|Texas Pacific Land|德州太平洋土地|22000|energy
TXT|Textron|德事隆|15000|industrials
TMO|Thermo Fisher Scientific|赛默飞世尔|200000|health
TJX|TJX Companies|TJX公司|160000|consumer-disc
TKO|TKO Group Holdings|TKO集团|37000|communication
TTD|The Trade Desk|The Trade Desk|25000|communication
TSCO|Tractor Supply|拖拉机供应|29000|consumer-disc
TT|Trane Technologies|特灵科技|95000|industrials
TDG|TransDigm Group|TransDigm集团|75000|industrials
TRV|Travelers|旅行者保险|62000|financials
TRMB|Trimble|天宝|19000|tech
TFC|Truist Financial|Truist金融|58000|financials
TYL|Tyler Technologies|泰勒科技|22000|tech
TSN|Tyson Foods|泰森食品|19000|consumer-staples
USB|U.S. Bancorp|美国合众银行|75000|financials
UBER|Uber|优步|190000|industrials
UDR|UDR|UDR公寓|12000|real-estate
ULTA|Ulta Beauty|Ulta美容|24000|consumer-disc
UNP|Union Pacific|联合太平洋|135000|industrials
UAL|United Airlines Holdings|联合航空|32000|industrials
UPS|United Parcel Service|联合包裹|75000|industrials
URI|United Rentals|联合租赁|55000|industrials
UNH|UnitedHealth Group|联合健康|300000|health
UHS|Universal Health Services|环球健康服务|13000|health
VLO|Valero Energy|瓦莱罗能源|50000|energy
VEEV|Veeva Systems|Veeva系统|45000|health
VTR|Ventas|Ventas|32000|real-estate
VLTO|Veralto|Veralto|25000|industrials
VRSN|Verisign|威瑞信|25000|tech
VRSK|Verisk Analytics|韦里斯克分析|38000|industrials
VZ|Verizon|威瑞森|170000|communication
VRTX|Vertex Pharmaceuticals|福泰制药|110000|health
VRT|Vertiv|维谛技术|60000|industrials
VTRS|Viatris|晖致|12000|health
VICI|Vici Properties|VICI地产|34000|real-estate
V|Visa|维萨|660000|financials
VST|Vistra|Vistra能源|68000|utilities
VMC|Vulcan Materials|火神材料|38000|materials
WRB|W. R. Berkley|伯克利保险|28000|financials
GWW|W. W. Grainger|固安捷|48000|industrials
WAB|Wabtec|西屋制动|35000|industrials
WMT|Walmart|沃尔玛|800000|consumer-staples
DIS|Walt Disney|迪士尼|200000|communication
WBD|Warner Bros. Discovery|华纳兄弟探索|55000|communication
WM|Waste Management|废物管理|88000|industrials
WAT|Waters|沃特世|22000|health
WEC|WEC Energy Group|WEC能源|36000|utilities
WFC|Wells Fargo|富国银行|270000|financials
WELL|Welltower|Welltower|110000|real-estate
WST|West Pharmaceutical Services|西氏医药|18000|health
WDC|Western Digital|西部数据|40000|tech
WY|Weyerhaeuser|惠好|18000|real-estate
WSM|Williams-Sonoma|威廉姆斯-索诺玛|23000|consumer-disc
WMB|Williams Companies|威廉姆斯|72000|energy
WTW|Willis Towers Watson|韦莱韬悦|32000|financials
WDAY|Workday|Workday|62000|tech
WYNN|Wynn Resorts|永利度假村|12000|consumer-disc
XEL|Xcel Energy|埃克西尔能源|45000|utilities
XYL|Xylem|赛莱默|34000|industrials
YUM|Yum! Brands|百胜餐饮|41000|consumer-disc
ZBRA|Zebra Technologies|斑马技术|16000|tech
ZBH|Zimmer Biomet|捷迈邦美|19000|health
ZTS|Zoetis|硕腾|60000|health
ASML|ASML Holding|阿斯麦|300000|tech
AZN|AstraZeneca|阿斯利康|230000|health
PDD|PDD Holdings|拼多多|170000|consumer-disc
MELI|MercadoLibre|美客多|110000|consumer-disc
ARM|Arm Holdings|安谋控股|150000|tech
SHOP|Shopify|Shopify|200000|tech
CCEP|Coca-Cola Europacific Partners|可口可乐欧洲太平洋|40000|consumer-staples
TRI|Thomson Reuters|汤森路透|75000|industrials
MSTR|Strategy|Strategy (微策略)|80000|tech
ZS|Zscaler|Zscaler|45000|tech
GFS|GlobalFoundries|格芯|19000|tech
TEAM|Atlassian|Atlassian|45000|tech
MDB|MongoDB|MongoDB|25000|tech
ALNY|Alnylam Pharmaceuticals|阿里拉姆制药|60000|health
FER|Ferrovial|法罗里奥|40000|industrials
INSM|Insmed|Insmed|30000|health
`;
