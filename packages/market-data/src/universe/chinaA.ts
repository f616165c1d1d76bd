/**
 * CSI 300 members: symbol | English name | Chinese short name | market cap in
 * millions of US dollars (a recent round figure) | GICS sector. Shanghai listings end in
 * .SS and Shenzhen listings in .SZ, as on Yahoo.
 */
export const CN_STOCKS = `
600000.SS|Shanghai Pudong Development Bank|浦发银行|45000|financials
600009.SS|Shanghai International Airport|上海机场|11000|industrials
600010.SS|Inner Mongolia Baotou Steel Union|包钢股份|13000|materials
600011.SS|Huaneng Power International|华能国际|15000|utilities
600015.SS|Hua Xia Bank|华夏银行|16000|financials
600016.SS|China Minsheng Banking|民生银行|27000|financials
600018.SS|Shanghai International Port Group|上港集团|23000|industrials
600019.SS|Baoshan Iron & Steel|宝钢股份|25000|materials
600023.SS|Zhejiang Zheneng Electric Power|浙能电力|12000|utilities
600025.SS|Huaneng Lancang River Hydropower|华能水电|23000|utilities
600026.SS|COSCO Shipping Energy Transportation|中远海能|9000|energy
600027.SS|Huadian Power International|华电国际|9000|utilities
600028.SS|Sinopec|中国石化|95000|energy
600029.SS|China Southern Airlines|南方航空|15000|industrials
600030.SS|CITIC Securities|中信证券|60000|financials
600031.SS|Sany Heavy Industry|三一重工|25000|industrials
600036.SS|China Merchants Bank|招商银行|160000|financials
600039.SS|Sichuan Road & Bridge|四川路桥|9000|industrials
600048.SS|Poly Developments and Holdings|保利发展|14000|real-estate
600050.SS|China United Network Communications|中国联通|30000|communication
600061.SS|SDIC Capital|国投资本|7000|financials
600066.SS|Yutong Bus|宇通客车|10000|industrials
600085.SS|Beijing Tongrentang|同仁堂|7000|health
600089.SS|TBEA|特变电工|11000|industrials
600104.SS|SAIC Motor|上汽集团|30000|consumer-disc
600111.SS|China Northern Rare Earth|北方稀土|20000|materials
600115.SS|China Eastern Airlines|中国东航|14000|industrials
600150.SS|China CSSC Holdings|中国船舶|27000|industrials
600160.SS|Zhejiang Juhua|巨化股份|12000|materials
600161.SS|Beijing Tiantan Biological Products|天坛生物|5000|health
600176.SS|China Jushi|中国巨石|9000|materials
600183.SS|Shengyi Technology|生益科技|15000|tech
600188.SS|Yankuang Energy|兖矿能源|17000|energy
600196.SS|Shanghai Fosun Pharmaceutical|复星医药|8500|health
600219.SS|Shandong Nanshan Aluminium|南山铝业|8000|materials
600233.SS|YTO Express|圆通速递|9000|industrials
600276.SS|Jiangsu Hengrui Pharmaceuticals|恒瑞医药|60000|health
600309.SS|Wanhua Chemical|万华化学|30000|materials
600346.SS|Hengli Petrochemical|恒力石化|17000|materials
600362.SS|Jiangxi Copper|江西铜业|12000|materials
600372.SS|AVIC Airborne Systems|中航机载|9000|industrials
600377.SS|Jiangsu Expressway|宁沪高速|11000|industrials
600406.SS|NARI Technology|国电南瑞|27000|industrials
600415.SS|Zhejiang China Commodities City|小商品城|14000|real-estate
600426.SS|Shandong Hualu-Hengsheng Chemical|华鲁恒升|9000|materials
600436.SS|Zhangzhou Pientzehuang Pharmaceutical|片仔癀|17000|health
600438.SS|Tongwei|通威股份|14000|tech
600460.SS|Hangzhou Silan Microelectronics|士兰微|7000|tech
600482.SS|China Shipbuilding Industry Power|中国动力|7000|industrials
600489.SS|Zhongjin Gold|中金黄金|11000|materials
600515.SS|Hainan Airport Infrastructure|海南机场|7000|industrials
600519.SS|Kweichow Moutai|贵州茅台|250000|consumer-staples
600522.SS|Jiangsu Zhongtian Technology|中天科技|8000|tech
600547.SS|Shandong Gold Mining|山东黄金|20000|materials
600570.SS|Hundsun Technologies|恒生电子|9000|tech
600584.SS|JCET Group|长电科技|10000|tech
600585.SS|Anhui Conch Cement|海螺水泥|17000|materials
600588.SS|Yonyou Network Technology|用友网络|7000|tech
600600.SS|Tsingtao Brewery|青岛啤酒|13000|consumer-staples
600660.SS|Fuyao Glass Industry|福耀玻璃|22000|consumer-disc
600674.SS|Sichuan Chuantou Energy|川投能源|12000|utilities
600690.SS|Haier Smart Home|海尔智家|32000|consumer-disc
600741.SS|HUAYU Automotive Systems|华域汽车|8000|consumer-disc
600760.SS|AVIC Shenyang Aircraft|中航沈飞|18000|industrials
600795.SS|GD Power Development|国电电力|11000|utilities
600803.SS|ENN Natural Gas|新奥股份|10000|utilities
600809.SS|Shanxi Xinghuacun Fen Wine|山西汾酒|30000|consumer-staples
600845.SS|Shanghai Baosight Software|宝信软件|10000|tech
600875.SS|Dongfang Electric|东方电气|9000|industrials
600886.SS|SDIC Power|国投电力|17000|utilities
600887.SS|Inner Mongolia Yili Industrial|伊利股份|25000|consumer-staples
600893.SS|AECC Aviation Power|航发动力|15000|industrials
600900.SS|China Yangtze Power|长江电力|95000|utilities
600905.SS|China Three Gorges Renewables|三峡能源|17000|utilities
600918.SS|Zhongtai Securities|中泰证券|6000|financials
600919.SS|Bank of Jiangsu|江苏银行|27000|financials
600926.SS|Bank of Hangzhou|杭州银行|15000|financials
600930.SS|Huadian New Energy|华电新能|25000|utilities
600938.SS|CNOOC|中国海油|140000|energy
600941.SS|China Mobile|中国移动|250000|communication
600958.SS|Orient Securities|东方证券|11000|financials
600989.SS|Ningxia Baofeng Energy|宝丰能源|17000|materials
600999.SS|China Merchants Securities|招商证券|18000|financials
601006.SS|Daqin Railway|大秦铁路|11000|industrials
601009.SS|Bank of Nanjing|南京银行|18000|financials
601012.SS|LONGi Green Energy|隆基绿能|22000|tech
601018.SS|Ningbo Zhoushan Port|宁波港|10000|industrials
601021.SS|Spring Airlines|春秋航空|7000|industrials
601058.SS|Sailun Group|赛轮轮胎|7000|consumer-disc
601059.SS|Cinda Securities|信达证券|8000|financials
601066.SS|CSC Financial|中信建投|30000|financials
601077.SS|Chongqing Rural Commercial Bank|渝农商行|11000|financials
601088.SS|China Shenhua Energy|中国神华|110000|energy
601100.SS|Jiangsu Hengli Hydraulic|恒立液压|15000|industrials
601111.SS|Air China|中国国航|15000|industrials
601117.SS|China National Chemical Engineering|中国化学|7000|industrials
601127.SS|Seres Group|赛力斯|30000|consumer-disc
601136.SS|First Capital Securities|首创证券|7000|financials
601138.SS|Foxconn Industrial Internet|工业富联|130000|tech
601166.SS|Industrial Bank|兴业银行|65000|financials
601169.SS|Bank of Beijing|北京银行|17000|financials
601186.SS|China Railway Construction|中国铁建|16000|industrials
601211.SS|Guotai Haitong Securities|国泰海通|45000|financials
601225.SS|Shaanxi Coal Industry|陕西煤业|30000|energy
601229.SS|Bank of Shanghai|上海银行|20000|financials
601236.SS|Hongta Securities|红塔证券|6000|financials
601238.SS|Guangzhou Automobile Group|广汽集团|11000|consumer-disc
601288.SS|Agricultural Bank of China|农业银行|300000|financials
601298.SS|Qingdao Port International|青岛港|7000|industrials
601318.SS|Ping An Insurance|中国平安|130000|financials
601319.SS|People's Insurance Company of China|中国人保|45000|financials
601328.SS|Bank of Communications|交通银行|85000|financials
601336.SS|New China Life Insurance|新华保险|25000|financials
601360.SS|360 Security Technology|三六零|11000|tech
601377.SS|Industrial Securities|兴业证券|9000|financials
601390.SS|China Railway Group|中国中铁|20000|industrials
601398.SS|ICBC|工商银行|340000|financials
601456.SS|Guolian Minsheng Securities|国联民生|9000|financials
601600.SS|Aluminum Corporation of China|中国铝业|20000|materials
601601.SS|China Pacific Insurance|中国太保|45000|financials
601607.SS|Shanghai Pharmaceuticals|上海医药|9000|health
601618.SS|Metallurgical Corporation of China|中国中冶|8000|industrials
601628.SS|China Life Insurance|中国人寿|130000|financials
601633.SS|Great Wall Motor|长城汽车|28000|consumer-disc
601658.SS|Postal Savings Bank of China|邮储银行|80000|financials
601668.SS|China State Construction Engineering|中国建筑|33000|industrials
601669.SS|Power Construction Corporation of China|中国电建|12000|industrials
601688.SS|Huatai Securities|华泰证券|25000|financials
601689.SS|Ningbo Tuopu Group|拓普集团|15000|consumer-disc
601698.SS|China Satellite Communications|中国卫通|12000|communication
601728.SS|China Telecom|中国电信|85000|communication
601766.SS|CRRC|中国中车|30000|industrials
601788.SS|Everbright Securities|光大证券|11000|financials
601800.SS|China Communications Construction|中国交建|20000|industrials
601808.SS|China Oilfield Services|中海油服|9000|energy
601816.SS|Beijing-Shanghai High-Speed Railway|京沪高铁|35000|industrials
601818.SS|China Everbright Bank|光大银行|30000|financials
601825.SS|Shanghai Rural Commercial Bank|沪农商行|13000|financials
601838.SS|Bank of Chengdu|成都银行|11000|financials
601857.SS|PetroChina|中国石油|230000|energy
601868.SS|China Energy Engineering|中国能建|13000|industrials
601872.SS|China Merchants Energy Shipping|招商轮船|8000|energy
601877.SS|Zhejiang Chint Electrics|正泰电器|7000|industrials
601878.SS|Zheshang Securities|浙商证券|8000|financials
601881.SS|China Galaxy Securities|中国银河|25000|financials
601888.SS|China Tourism Group Duty Free|中国中免|20000|consumer-disc
601898.SS|China Coal Energy|中煤能源|20000|energy
601899.SS|Zijin Mining|紫金矿业|100000|materials
601901.SS|Founder Securities|方正证券|11000|financials
601916.SS|China Zheshang Bank|浙商银行|11000|financials
601919.SS|COSCO Shipping Holdings|中远海控|35000|industrials
601939.SS|China Construction Bank|建设银行|270000|financials
601985.SS|China National Nuclear Power|中国核电|25000|utilities
601988.SS|Bank of China|中国银行|250000|financials
601995.SS|China International Capital Corporation|中金公司|20000|financials
601998.SS|China CITIC Bank|中信银行|50000|financials
603019.SS|Dawning Information Industry|中科曙光|17000|tech
603195.SS|Gongniu Group|公牛集团|12000|industrials
603259.SS|WuXi AppTec|药明康德|35000|health
603260.SS|Hoshine Silicon Industry|合盛硅业|7000|materials
603288.SS|Foshan Haitian Flavouring and Food|海天味业|30000|consumer-staples
603296.SS|Huaqin Technology|华勤技术|11000|tech
603369.SS|Jiangsu King's Luck Brewery|今世缘|8000|consumer-staples
603392.SS|Beijing Wantai Biological Pharmacy|万泰生物|6000|health
603501.SS|OmniVision Integrated Circuits|豪威集团|22000|tech
603799.SS|Zhejiang Huayou Cobalt|华友钴业|12000|materials
603893.SS|Rockchip Electronics|瑞芯微|10000|tech
603986.SS|GigaDevice Semiconductor|兆易创新|15000|tech
603993.SS|CMOC Group|洛阳钼业|35000|materials
605117.SS|Ningbo Deye Technology|德业股份|8000|industrials
605499.SS|Eastroc Beverage|东鹏饮料|22000|consumer-staples
688008.SS|Montage Technology|澜起科技|15000|tech
688009.SS|China Railway Signal & Communication|中国通号|8000|industrials
688012.SS|Advanced Micro-Fabrication Equipment|中微公司|20000|tech
688036.SS|Transsion Holdings|传音控股|12000|tech
688041.SS|Hygon Information Technology|海光信息|50000|tech
688047.SS|Loongson Technology|龙芯中科|7000|tech
688082.SS|ACM Research (Shanghai)|盛美上海|8000|tech
688111.SS|Beijing Kingsoft Office Software|金山办公|20000|tech
688126.SS|National Silicon Industry Group|沪硅产业|8000|tech
688169.SS|Beijing Roborock Technology|石头科技|6000|consumer-disc
688187.SS|Zhuzhou CRRC Times Electric|时代电气|11000|industrials
688223.SS|Jinko Solar|晶科能源|8000|tech
688256.SS|Cambricon Technologies|寒武纪|70000|tech
688271.SS|Shanghai United Imaging Healthcare|联影医疗|17000|health
688303.SS|Daqo New Energy|大全能源|8000|tech
688396.SS|China Resources Microelectronics|华润微|9000|tech
688472.SS|Canadian Solar (CSI Solar)|阿特斯|7000|tech
688506.SS|Sichuan Biokin Pharmaceutical|百利天恒|18000|health
688981.SS|SMIC|中芯国际|100000|tech
000001.SZ|Ping An Bank|平安银行|30000|financials
000002.SZ|China Vanke|万科A|10000|real-estate
000063.SZ|ZTE|中兴通讯|25000|tech
000100.SZ|TCL Technology|TCL科技|12000|tech
000157.SZ|Zoomlion Heavy Industry|中联重科|9000|industrials
000166.SZ|Shenwan Hongyuan Group|申万宏源|17000|financials
000301.SZ|Eastern Shenghong|东方盛虹|9000|materials
000333.SZ|Midea Group|美的集团|75000|consumer-disc
000338.SZ|Weichai Power|潍柴动力|17000|industrials
000408.SZ|Zangge Mining|藏格矿业|12000|materials
000425.SZ|XCMG Construction Machinery|徐工机械|14000|industrials
000538.SZ|Yunnan Baiyao|云南白药|14000|health
000568.SZ|Luzhou Laojiao|泸州老窖|25000|consumer-staples
000596.SZ|Anhui Gujing Distillery|古井贡酒|11000|consumer-staples
000617.SZ|CNPC Capital|中油资本|14000|financials
000625.SZ|Chongqing Changan Automobile|长安汽车|20000|consumer-disc
000630.SZ|Tongling Nonferrous Metals|铜陵有色|8000|materials
000651.SZ|Gree Electric Appliances|格力电器|32000|consumer-disc
000661.SZ|Changchun High-Tech Industry|长春高新|6000|health
000708.SZ|CITIC Pacific Special Steel|中信特钢|8000|materials
000725.SZ|BOE Technology|京东方A|22000|tech
000768.SZ|AVIC Xi'an Aircraft Industry|中航西飞|11000|industrials
000776.SZ|GF Securities|广发证券|20000|financials
000786.SZ|Beijing New Building Materials|北新建材|6000|materials
000792.SZ|Qinghai Salt Lake Industry|盐湖股份|17000|materials
000807.SZ|Yunnan Aluminium|云铝股份|10000|materials
000858.SZ|Wuliangye Yibin|五粮液|65000|consumer-staples
000876.SZ|New Hope Liuhe|新希望|7000|consumer-staples
000895.SZ|Henan Shuanghui Investment|双汇发展|17000|consumer-staples
000938.SZ|Unisplendour|紫光股份|11000|tech
000963.SZ|Huadong Medicine|华东医药|11000|health
000975.SZ|Shanjin International Gold|山金国际|8000|materials
000977.SZ|Inspur Electronic Information|浪潮信息|14000|tech
000983.SZ|Shanxi Coking Coal Energy|山西焦煤|6000|energy
000999.SZ|China Resources Sanjiu Medical|华润三九|7000|health
001391.SZ|China Cargo Airlines|国货航|7000|industrials
001965.SZ|China Merchants Expressway Network|招商公路|11000|industrials
001979.SZ|China Merchants Shekou Holdings|招商蛇口|11000|real-estate
002001.SZ|Zhejiang NHU|新和成|11000|materials
002027.SZ|Focus Media Information Technology|分众传媒|14000|communication
002028.SZ|Sieyuan Electric|思源电气|11000|industrials
002049.SZ|Unigroup Guoxin Microelectronics|紫光国微|9000|tech
002050.SZ|Zhejiang Sanhua Intelligent Controls|三花智控|18000|industrials
002074.SZ|Gotion High-tech|国轩高科|8000|industrials
002142.SZ|Bank of Ningbo|宁波银行|25000|financials
002179.SZ|AVIC Jonhon Optronic Technology|中航光电|11000|tech
002230.SZ|iFlytek|科大讯飞|17000|tech
002236.SZ|Zhejiang Dahua Technology|大华股份|9000|tech
002241.SZ|Goertek|歌尔股份|14000|tech
002252.SZ|Shanghai RAAS Blood Products|上海莱士|7000|health
002304.SZ|Jiangsu Yanghe Brewery|洋河股份|16000|consumer-staples
002311.SZ|Guangdong Haid Group|海大集团|12000|consumer-staples
002352.SZ|SF Holding|顺丰控股|30000|industrials
002371.SZ|NAURA Technology|北方华创|35000|tech
002384.SZ|Suzhou Dongshan Precision Manufacturing|东山精密|15000|tech
002415.SZ|Hangzhou Hikvision Digital Technology|海康威视|40000|tech
002422.SZ|Sichuan Kelun Pharmaceutical|科伦药业|8000|health
002459.SZ|JA Solar Technology|晶澳科技|7000|tech
002460.SZ|Ganfeng Lithium|赣锋锂业|12000|materials
002463.SZ|WUS Printed Circuit|沪电股份|18000|tech
002466.SZ|Tianqi Lithium|天齐锂业|9000|materials
002475.SZ|Luxshare Precision Industry|立讯精密|55000|tech
002493.SZ|Rongsheng Petrochemical|荣盛石化|13000|materials
002594.SZ|BYD|比亚迪|140000|consumer-disc
002600.SZ|Lingyi iTech|领益智造|14000|tech
002601.SZ|LB Group|龙佰集团|7000|materials
002625.SZ|Kuang-Chi Technologies|光启技术|13000|industrials
002648.SZ|Satellite Chemical|卫星化学|10000|materials
002709.SZ|Guangzhou Tinci Materials|天赐材料|9000|materials
002714.SZ|Muyuan Foods|牧原股份|38000|consumer-staples
002736.SZ|Guosen Securities|国信证券|17000|financials
002916.SZ|Shennan Circuits|深南电路|15000|tech
002920.SZ|Huizhou Desay SV Automotive|德赛西威|11000|consumer-disc
002938.SZ|Avary Holding|鹏鼎控股|15000|tech
003816.SZ|CGN Power|中国广核|28000|utilities
300014.SZ|EVE Energy|亿纬锂能|17000|industrials
300015.SZ|Aier Eye Hospital|爱尔眼科|17000|health
300033.SZ|Hithink RoyalFlush Information Network|同花顺|25000|tech
300059.SZ|East Money Information|东方财富|55000|financials
300122.SZ|Chongqing Zhifei Biological Products|智飞生物|6000|health
300124.SZ|Shenzhen Inovance Technology|汇川技术|30000|industrials
300251.SZ|Beijing Enlight Media|光线传媒|8000|communication
300274.SZ|Sungrow Power Supply|阳光电源|45000|industrials
300308.SZ|Zhongji Innolight|中际旭创|60000|tech
300316.SZ|Zhejiang Jingsheng Mechanical & Electrical|晶盛机电|7000|tech
300347.SZ|Hangzhou Tigermed Consulting|泰格医药|7000|health
300394.SZ|Suzhou TFC Optical Communication|天孚通信|18000|tech
300408.SZ|Chaozhou Three-Circle|三环集团|12000|tech
300413.SZ|Mango Excellent Media|芒果超媒|7000|communication
300418.SZ|Kunlun Tech|昆仑万维|8000|communication
300433.SZ|Lens Technology|蓝思科技|20000|tech
300442.SZ|Runze Intelligent Computing Technology|润泽科技|13000|tech
300476.SZ|Victory Giant Technology|胜宏科技|35000|tech
300498.SZ|Wens Foodstuff Group|温氏股份|15000|consumer-staples
300502.SZ|Eoptolink Technology|新易盛|45000|tech
300628.SZ|Yealink Network Technology|亿联网络|6000|tech
300661.SZ|SG Micro|圣邦股份|6000|tech
300750.SZ|Contemporary Amperex Technology|宁德时代|230000|industrials
300759.SZ|Pharmaron Beijing|康龙化成|7000|health
300760.SZ|Shenzhen Mindray Bio-Medical Electronics|迈瑞医疗|40000|health
300782.SZ|Maxscend Microelectronics|卓胜微|6000|tech
300803.SZ|Compass Information Technology|指南针|8000|tech
300832.SZ|Shenzhen New Industries Biomedical Engineering|新产业|7000|health
300866.SZ|Anker Innovations|安克创新|9000|tech
300896.SZ|Imeik Technology Development|爱美客|7000|health
300979.SZ|Huali Industrial Group|华利集团|8000|consumer-disc
300999.SZ|Yihai Kerry Arawana|金龙鱼|22000|consumer-staples
301236.SZ|iSoftStone Information Technology|软通动力|8000|tech
301269.SZ|Empyrean Technology|华大九天|9000|tech
302132.SZ|AVIC Chengdu Aircraft|中航成飞|30000|industrials
`;

export const CN_INDICES = `
000001.SS|SSE Composite Index|上证指数
399001.SZ|SZSE Component Index|深证成指
000300.SS|CSI 300 Index|沪深300
399006.SZ|ChiNext Index|创业板指
000688.SS|STAR 50 Index|科创50
000016.SS|SSE 50 Index|上证50
000905.SS|CSI 500 Index|中证500
`;
