/**
 * Hang Seng Index and Hang Seng TECH Index members: symbol | name | Chinese
 * name | market cap in millions of US dollars (a recent round figure) | GICS sector.
 * Chinese names are the exchange's short names without the -W/-S share marks.
 */
export const HK_STOCKS = `
0001.HK|CK Hutchison Holdings|长和|24000|industrials
0002.HK|CLP Holdings|中电控股|21000|utilities
0003.HK|Hong Kong and China Gas|香港中华煤气|16000|utilities
0005.HK|HSBC Holdings|汇丰控股|220000|financials
0006.HK|Power Assets Holdings|电能实业|14000|utilities
0011.HK|Hang Seng Bank|恒生银行|28000|financials
0012.HK|Henderson Land Development|恒基地产|17000|real-estate
0016.HK|Sun Hung Kai Properties|新鸿基地产|33000|real-estate
0027.HK|Galaxy Entertainment|银河娱乐|21000|consumer-disc
0066.HK|MTR Corporation|港铁公司|22000|industrials
0101.HK|Hang Lung Properties|恒隆地产|4500|real-estate
0175.HK|Geely Automobile|吉利汽车|22000|consumer-disc
0241.HK|Alibaba Health Information Technology|阿里健康|10000|health
0267.HK|CITIC|中信股份|42000|industrials
0285.HK|BYD Electronic|比亚迪电子|11000|tech
0288.HK|WH Group|万洲国际|12000|consumer-staples
0291.HK|China Resources Beer|华润啤酒|11000|consumer-staples
0316.HK|Orient Overseas (International)|东方海外国际|11000|industrials
0322.HK|Tingyi (Cayman Islands) Holding|康师傅控股|8500|consumer-staples
0386.HK|China Petroleum & Chemical|中国石油化工股份|90000|energy
0388.HK|Hong Kong Exchanges and Clearing|香港交易所|65000|financials
0669.HK|Techtronic Industries|创科实业|22000|industrials
0688.HK|China Overseas Land & Investment|中国海外发展|19000|real-estate
0700.HK|Tencent Holdings|腾讯控股|700000|communication
0762.HK|China Unicom (Hong Kong)|中国联通|35000|communication
0823.HK|Link REIT|领展房产基金|12000|real-estate
0836.HK|China Resources Power|华润电力|12000|utilities
0857.HK|PetroChina|中国石油股份|230000|energy
0868.HK|Xinyi Glass|信义玻璃|4500|industrials
0881.HK|Zhongsheng Group|中升控股|4000|consumer-disc
0883.HK|CNOOC|中国海洋石油|115000|energy
0939.HK|China Construction Bank|建设银行|250000|financials
0941.HK|China Mobile|中国移动|240000|communication
0960.HK|Longfor Group|龙湖集团|8000|real-estate
0968.HK|Xinyi Solar|信义光能|4000|tech
0981.HK|SMIC|中芯国际|80000|tech
0992.HK|Lenovo Group|联想集团|16000|tech
1024.HK|Kuaishou Technology|快手|35000|communication
1038.HK|CK Infrastructure|长江基建集团|17000|utilities
1044.HK|Hengan International|恒安国际|3500|consumer-staples
1088.HK|China Shenhua Energy|中国神华|110000|energy
1093.HK|CSPC Pharmaceutical|石药集团|14000|health
1099.HK|Sinopharm Group|国药控股|8000|health
1109.HK|China Resources Land|华润置地|26000|real-estate
1113.HK|CK Asset Holdings|长实集团|16000|real-estate
1177.HK|Sino Biopharmaceutical|中国生物制药|14000|health
1209.HK|China Resources Mixc Lifestyle|华润万象生活|11000|real-estate
1211.HK|BYD Company|比亚迪股份|140000|consumer-disc
1299.HK|AIA Group|友邦保险|95000|financials
1378.HK|China Hongqiao Group|中国宏桥|30000|materials
1398.HK|ICBC|工商银行|330000|financials
1810.HK|Xiaomi|小米集团|160000|tech
1876.HK|Budweiser Brewing APAC|百威亚太|14000|consumer-staples
1928.HK|Sands China|金沙中国|20000|consumer-disc
1929.HK|Chow Tai Fook Jewellery|周大福|18000|consumer-disc
1997.HK|Wharf Real Estate Investment|九龙仓置业|8000|real-estate
2015.HK|Li Auto|理想汽车|22000|consumer-disc
2020.HK|ANTA Sports|安踏体育|33000|consumer-disc
2269.HK|WuXi Biologics|药明生物|15000|health
2313.HK|Shenzhou International|申洲国际|11000|consumer-disc
2318.HK|Ping An Insurance|中国平安|130000|financials
2319.HK|China Mengniu Dairy|蒙牛乳业|8000|consumer-staples
2331.HK|Li Ning|李宁|6000|consumer-disc
2359.HK|WuXi AppTec|药明康德|35000|health
2382.HK|Sunny Optical Technology|舜宇光学科技|10000|tech
2388.HK|BOC Hong Kong|中银香港|48000|financials
2628.HK|China Life Insurance|中国人寿|110000|financials
2688.HK|ENN Energy|新奥能源|8000|utilities
2899.HK|Zijin Mining|紫金矿业|100000|materials
3690.HK|Meituan|美团|85000|consumer-disc
3692.HK|Hansoh Pharmaceutical|翰森制药|25000|health
3968.HK|China Merchants Bank|招商银行|160000|financials
3988.HK|Bank of China|中国银行|220000|financials
6618.HK|JD Health International|京东健康|22000|health
6690.HK|Haier Smart Home|海尔智家|32000|consumer-disc
6862.HK|Haidilao International|海底捞|10000|consumer-disc
9618.HK|JD.com|京东集团|45000|consumer-disc
9633.HK|Nongfu Spring|农夫山泉|70000|consumer-staples
9888.HK|Baidu|百度集团|40000|communication
9901.HK|New Oriental Education|新东方|8000|consumer-disc
9961.HK|Trip.com Group|携程集团|45000|consumer-disc
9988.HK|Alibaba Group|阿里巴巴|350000|consumer-disc
9999.HK|NetEase|网易|85000|communication
0300.HK|Midea Group|美的集团|75000|consumer-disc
0772.HK|China Literature|阅文集团|4000|communication
0780.HK|Tongcheng Travel|同程旅行|6000|consumer-disc
0020.HK|SenseTime|商汤|9000|tech
0268.HK|Kingdee International Software|金蝶国际|7000|tech
0522.HK|ASMPT|ASMPT|4000|tech
1347.HK|Hua Hong Semiconductor|华虹半导体|15000|tech
1698.HK|Tencent Music Entertainment|腾讯音乐|32000|communication
1797.HK|East Buy Holding|东方甄选|3000|consumer-disc
1801.HK|Innovent Biologics|信达生物|17000|health
2018.HK|AAC Technologies|瑞声科技|6000|tech
3750.HK|Contemporary Amperex Technology|宁德时代|230000|industrials
3888.HK|Kingsoft|金山软件|6000|communication
3896.HK|Kingsoft Cloud|金山云|4000|tech
6060.HK|ZhongAn Online P&C Insurance|众安在线|3000|financials
9626.HK|Bilibili|哔哩哔哩|9000|communication
9660.HK|Horizon Robotics|地平线机器人|12000|tech
9863.HK|Leapmotor|零跑汽车|10000|consumer-disc
9866.HK|NIO|蔚来|12000|consumer-disc
9868.HK|XPeng|小鹏汽车|20000|consumer-disc
9899.HK|NetEase Cloud Music|网易云音乐|6000|communication
9992.HK|Pop Mart International|泡泡玛特|40000|consumer-disc
`;

export const HK_INDICES = `
^HSI|Hang Seng Index|恒生指数
^HSTECH|Hang Seng TECH Index|恒生科技指数
`;
