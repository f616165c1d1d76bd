import type { en } from './marketingTexts.en.js';
import { planTexts } from './planTexts.js';

export const zh: typeof en = {
  layout: {
    brand: 'SignalDesk',
    signIn: '登录',
    switchLanguage: 'English',
  },
  hero: {
    eyebrow: '美股 · 港股 · A 股 · 加密货币 · 黄金 · 外汇',
    title: '先看清趋势，再出手交易',
    body: 'SignalDesk 在每张图表上绘制自有的矩阵（Matrix）、小波（Sine）和大波（Chord）指标。策略选股器在整个市场中寻找机会，保存的策略在每次行情更新后向你发出提醒，推送到浏览器、Telegram 或电子邮箱。云端回测用多年历史检验策略，团队发布的策略列出当天的买卖信号及其回测战绩。',
    pointIndicators: '矩阵、小波、大波指标',
    pointCloud: '云端回测与已发布策略的信号',
    pointScreener: '日线、周线、小时线策略选股',
    pointAlerts: '浏览器、Telegram、邮件提醒',
    trial: '免费试用 {{days}} 天 · 无需密码，凭一次性验证码登录',
  },
  tabs: {
    label: '产品介绍',
    features: '功能',
    pricing: '价格',
    qas: '常见问题',
    download: '下载',
  },
  features: {
    charts: {
      title: '自有指标图表',
      body: 'K 线图上叠加矩阵均线、小波与大波、阶梯，以及 KD 和成交量副图。可从任意一根 K 线开始复盘回放，练习读图。',
    },
    screener: {
      title: '策略选股与提醒',
      body: '用日线、周线、小时线指标组合条件，保存为策略；有股票符合条件时，通过浏览器、Telegram 或邮件通知你。',
    },
    cloud: {
      title: '云端回测',
      body: '在云端用多年历史检验策略，按下一开盘价成交并计入费用和市场规则；关注团队发布的策略：当天信号旁附有其回测的交易次数、胜率和回撤。',
    },
    calendars: {
      title: '日历、热力图与排行',
      body: '财经日历、财报日历、恐惧贪婪指数、市场热力图和按市值排行，一眼看清资金流向。',
    },
    options: {
      title: '期权链（Plus 版）',
      body: '在标的图表旁浏览各行权价和到期日，附各合约的希腊值。',
    },
    academy: {
      title: '学院',
      body: '面向新手和老手的课程：期权、大盘股、假波、反弹与行为金融学。',
    },
    desktop: {
      title: '桌面助手与浏览器插件',
      body: '桌面助手支持 Windows、Mac 和 Linux，自带本地图表服务，与券商软件并排使用；浏览器插件把信号带进你常用的网页。',
    },
  },
  pricing: {
    title: '一份订阅，覆盖所有市场',
    subtitle: '按你的交易方式选择版本。可先免费试用标准版 {{days}} 天。',
    perYear: '{{price}} 美元 / 年',
    perMonth: '或 {{price}} 美元 / 月',
    discount: '按年付费立省 {{percent}}%：{{yearly}} 美元，而按月付费一年需 {{monthlyTotal}} 美元。',
    popular: '最多人选择',
    choose: '联系我们购买',
    everythingIn: '包含{{tier}}全部功能，另加：',
    tagline: {
      standard: '面向股票交易者的图表、信号与提醒',
      plus: '为期权玩家打造',
      promax: '不错过任何信号',
    },
    trialTitle: '免费试用 {{days}} 天',
    trialBody: '付费前先试用标准版：登录后点击任意页面上方的“开始免费试用”，标准版全部功能开放 {{days}} 天，每个账户一次，无需付费，也无需取消。',
    refundTitle: '可全额退款',
    refundBody: '如果 SignalDesk 不适合你，请联系客服；退款一经批准，将按原支付方式全额退回。',
    buyTitle: '购买方式',
    buyContact: '通过联系我们页面',
    buyMessaging: '在微信中添加客服号咨询购买',
    buyCard: '银行卡支付：客服会发送支付服务商的安全付款链接',
    buyCardHere: '在本页以银行卡付款，开通时也可用支付宝或微信支付：付款成功后卡券立即生效',
    freshnessTitle: '数据多久更新一次？',
    freshnessOrdinary: '标准版：美股、港股、A 股每日更新。',
    freshnessAdvanced: 'Plus 版和 Promax 版：热门股票和自选股提供 15 分钟级数据。',
  },
  qas: {
    title: '常见问题',
    subtitle: '交易者在订阅前后最常问我们的问题。',
    freshness: {
      q: '行情数据多久更新一次？',
      a: '标准版的美股、港股、A 股数据每日更新；Plus 版和 Promax 版的热门股票和自选股提供 15 分钟级数据。行情并非实时交易数据，下单前请以券商报价为准。',
    },
    trial: {
      q: '可以免费试用吗？',
      a: '可以：标准版 {{days}} 天，每个账户一次。登录后点击任意页面上方的“开始免费试用”，标准版全部功能立即开放，{{days}} 天后自动结束。Plus 版和 Promax 版没有单独的试用。',
    },
    refund: {
      q: '可以退款吗？',
      a: '可以申请全额退款。如果产品不适合你，请用账户邮箱发送邮件至 {{email}}；退款一经批准，将按原支付方式全额退回，相应卡券同时作废。',
    },
    ticket: {
      q: '如何绑定订阅卡券？',
      a: '购买后你会收到一张卡券，即一串 {{length}} 位的卡券密码。登录后从顶栏打开用户信息，把卡券密码粘贴到卡券栏并激活，再点击“刷新权限”，会员菜单随即开放。',
    },
    tiers: {
      q: '标准版、Plus 版和 Promax 版有什么区别？',
      a: '每个版本都包含前一个版本的全部功能。以下是各版本新增的功能，与服务器校验的是同一份清单：',
    },
    price: {
      q: '价格是多少？',
      a: '标准版每年 {{yearly}} 美元，或每月 {{monthly}} 美元；按年付费可省 {{percent}}%。Plus 版每年 {{plusYearly}} 美元，Promax 版每年 {{promaxYearly}} 美元。',
    },
    markets: {
      q: '覆盖哪些市场？',
      a: '美股、港股、A 股、加密货币、黄金和外汇。在顶栏选择地区，即可在不同市场间切换选股器、排行和热力图。',
    },
    alerts: {
      q: '提醒会发到哪里？',
      a: 'SignalDesk 打开时会在浏览器中提醒；在用户信息中填写 Telegram 用户 ID 后，可通过我们的机器人推送到 Telegram；也会发送到你的推送邮箱。Promax 版另有电话通知。',
    },
    desktop: {
      q: '桌面助手有什么用？',
      a: '桌面助手支持 Windows、Mac 和 Linux，自带本地图表服务，让图表和信号与券商软件并排显示。连接方法：在网页版登录，打开用户信息，点击桌面授权按钮，它会复制一个访问令牌供桌面助手读取。',
    },
    cancel: {
      q: '如何取消订阅？',
      a: '订阅不会自动续费，卡券到期即止。到期前 {{warningDays}} 天你会收到提醒；不做任何操作，到期后访问权限自动暂停；如需续订，请联系客服。',
    },
    security: {
      q: '为什么不需要密码？',
      a: 'SignalDesk 通过发送到邮箱或从微信公众号获取的一次性验证码登录，没有可被泄露或重复使用的密码。邮箱验证码为 {{emailLength}} 位数字，{{emailMinutes}} 分钟内有效；微信验证码 {{wechatSeconds}} 秒内有效。我们绝不会向你索要验证码，请勿告诉任何人。',
    },
    purchase: {
      q: '如何付款？',
      a: '可通过联系我们页面、在微信中联系客服，或使用客服发送的支付服务商链接以银行卡付款。',
    },
    advice: {
      q: '信号算投资建议吗？',
      a: '不算。指标、信号、排行和回测都是分析工具和教学材料，所有交易决定及其风险均由你自己承担。',
    },
  },
  download: {
    title: '下载 SignalDesk',
    subtitle: '把 SignalDesk 装进桌面和浏览器。',
    desktopTitle: '桌面助手',
    desktopBody: '自带本地图表服务，与券商软件并排显示图表和信号。安装后，在网页版的用户信息中完成授权。',
    windows: 'Windows',
    mac: 'Mac',
    linux: 'Linux',
    iosTitle: 'iPhone 和 iPad',
    iosBody: 'iOS 测试版已下架。请在 Safari 中使用 SignalDesk，或联系客服。',
    iosButton: 'iOS 测试版（已下架）',
    androidTitle: 'Android',
    androidBody: 'Android 安装包已下架。SignalDesk 可在任何手机浏览器中使用。',
    androidButton: 'Android 安装包（已下架）',
    extensionTitle: '浏览器插件',
    extensionBody: '在 Chrome 和 Edge 中查看信号和快速报价。',
    extensionButton: '安装到 Chrome / Edge',
  },
  desktopBuild: {
    title: '从代码仓库构建桌面助手',
    subtitle: '本服务器上还没有打包好的助手程序文件。',
    subtitlePlatform: '本服务器上还没有 {{platform}} 版本的安装文件。',
    intro:
      '桌面助手在每个系统上都是一个程序文件。它在你电脑上的 Chromium、Chrome 或 Edge 里打开自己的窗口（股票列表、图表、今日提醒和设置），并为脚本提供本地图表服务。本服务器一旦有了程序文件，下载页面的按钮就会直接提供下载；在此之前，请按下面的步骤从代码仓库构建它，或者直接从代码仓库运行。',
    buildTitle: '构建 {{platform}} 版本的程序文件',
    platformPick: '你的系统：',
    stepInstall: '安装 Node.js 24，获取一份 SignalDesk 代码仓库。在仓库目录中安装依赖：',
    stepBuild:
      '构建 {{platform}} 版本的程序文件 {{file}}。要让本服务器在下载页面提供它，请把它构建到服务器的构建文件夹，即 DESKTOP_BUILDS_DIR 指定的文件夹（默认是服务器数据文件夹中的 builds 文件夹）：',
    stepBuildServed: '不写 --out 时，文件放在构建时 DESKTOP_BUILDS_DIR 指定的文件夹，没有指定则放在 apps/desktop/dist/bin。文件一旦放进服务器的构建文件夹，下载页面的按钮就会直接提供它。',
    stepRun: {
      windows:
        '用本站的地址启动这个文件。它没有签名，所以 Windows SmartScreen 可能会询问一次：选择“更多信息”，再选择“仍要运行”。助手窗口旁边会打开一个显示它的消息的控制台窗口。',
      mac: '在 Mac 上，在文件所在的文件夹里运行一次：去掉“从网上下载的文件”的隔离标记，并给文件一个本机签名（Apple 芯片要求每个程序都有签名）。然后用本站的地址启动它：',
      linux: '先让文件可以执行（只需一次），然后用本站的地址启动它：',
    },
    macBuiltThere:
      'Mac 版本是 Intel 版本，Apple 芯片的 Mac 通过 Rosetta 2 运行它。如果在这台 Mac 上构建（npm ci，然后 npm run build:desktop），文件会在构建时签名，不需要前三行就能启动。',
    browser: '窗口在你电脑上的 Chromium、Chrome 或 Edge 中打开；可以用 --browser <路径> 指定其他浏览器。一个都没有时，助手会说明需要安装什么。',
    checkoutTitle: '或者直接从代码仓库运行',
    checkoutStart: '在仓库目录中执行 npm ci 之后，下面的命令会打开助手的窗口；关闭窗口时助手也随之退出：',
    checkoutSignIn:
      '窗口打开时显示登录界面。以有效订阅登录本网页版，打开用户信息（右上角你的名字），点击“授权桌面应用”，把页面显示的一次性授权码输入登录界面。授权码只能使用一次，5 分钟内有效；之后启动不再需要。',
    revoke: '之后助手拥有自己的桌面会话，会出现在用户信息的会话列表里，可以单独登出。',
    scriptsTitle: '给脚本使用：无窗口运行',
    scriptsStart:
      '脚本、表格和交易机器人使用 http://127.0.0.1:4009 上的本地图表服务。没有屏幕时，可以只启动图表服务，用用户信息中的授权码登录；图表图片只保存在导出目录里：',
    scriptsAgain: '它会保存自己的会话，之后启动不再需要 --code。打包好的程序文件接受同样的选项。',
    stepTry: '向它请求最新一根K线的面板或一张图表图片，或把图片保存到导出目录：',
    back: '返回下载页面',
  },
  contact: {
    title: '联系客服',
    subtitle: '咨询、试用、购买、退款，中英文均可。',
    wechatTitle: '微信',
    wechatBody: '在微信中搜索客服微信号添加，或用微信扫描二维码。',
    wechatId: '微信号',
    qrAlt: '用微信扫描即可打开 SignalDesk 客服名片的二维码',
    emailTitle: '电子邮件',
    emailBody: '请使用登录邮箱来信，方便我们找到你的账户。',
    purchaseTitle: '购买流程',
    purchaseChoose: '告诉客服你想要的版本（标准版、Plus 版或 Promax 版），以及按年还是按月付费。',
    purchasePay: '通过微信付款，或使用支付服务商的安全链接以银行卡付款。',
    purchaseTicket: '收到卡券，即一串 {{length}} 位的卡券密码。',
    purchaseBind: '登录后在用户信息中粘贴卡券密码，激活并刷新权限。',
  },
  inApp: {
    title: '请在浏览器中打开本页',
    body: '你正在应用内置的浏览器中，登录和下载可能无法正常使用。请点击右上角的“⋯”，选择“在浏览器中打开”。',
    inviteTitle: '在 iPhone 或 iPad 上收到邀请？',
    inviteBody: 'iOS 测试版已下架，请联系客服，我们会协助你开始使用。',
    inviteAction: '联系客服',
  },
  membership: {
    title: '{{plan}}（按年）',
    pitch: '你的策略可在整个市场选股、用多年历史回测并转为提醒；团队发布的策略提供买卖信号及其回测战绩。',
    permissionsTitle: '你将获得',
    price: '{{price}} 美元',
    perYear: '/ 年',
    discount: '相比每月 {{monthly}} 美元，优惠 {{percent}}%',
    purchase: '购买',
    performance: '胜率由策略在历史 K 线上回测得出，并标明背后的交易次数；过往表现不代表未来结果。',
  },
  plans: planTexts('zh'),
};
