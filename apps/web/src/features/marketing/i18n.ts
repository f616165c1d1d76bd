import { ENTITLEMENTS, type Language, PLAN_NAMES, PLANS } from '@signaldesk/contract';

/** The plans' names and what each unlocks, as the contract's one list says them. */
function planTexts(language: Language) {
  return {
    name: Object.fromEntries(PLANS.map((plan) => [plan, PLAN_NAMES[plan][language]])),
    entitlement: Object.fromEntries(ENTITLEMENTS.map((entitlement) => [entitlement.id, entitlement.text[language]])),
  };
}

/** Resources of the `marketing` namespace; interpolated values ({{price}}, {{days}} ...) come from the contract's constants. */
export const marketingResources = {
  en: {
    layout: {
      brand: 'SignalDesk',
      signIn: 'Sign in',
      switchLanguage: '中文',
    },
    hero: {
      eyebrow: 'US · HK · China A-shares · Crypto · Gold · Forex',
      title: 'Read the trend before you trade it',
      body: 'SignalDesk draws its own Matrix, Sine and Chord indicators on every chart. The strategy screener finds set-ups across whole markets and your saved strategies alert you after every market update, in the browser, on Telegram or by e-mail. Cloud backtests test a strategy on years of history, and the team’s published strategies list today’s buy and sell signals beside their backtested record.',
      pointIndicators: 'Matrix, Sine and Chord indicators',
      pointCloud: 'Cloud backtests and published strategy signals',
      pointScreener: 'Strategy screener over day, week and hour',
      pointAlerts: 'Alerts to browser, Telegram and e-mail',
      trial: '{{days}}-day free trial · no password needed, sign in with a one-time code',
    },
    tabs: {
      label: 'Product information',
      features: 'Features',
      pricing: 'Pricing',
      qas: 'QAs',
      download: 'Download',
    },
    features: {
      charts: {
        title: 'Charts with our own indicators',
        body: 'Candlestick charts with the Matrix moving-average lines, Sine and Chord waves, a ladder, KD and volume panes. Replay any chart from a chosen candle to practise reading it.',
      },
      screener: {
        title: 'Strategy screener and alerts',
        body: 'Build queries over day, week and hour indicators, save them as strategies and get notified in the browser, on Telegram or by e-mail when a symbol matches.',
      },
      cloud: {
        title: 'Cloud backtests',
        body: 'Test a strategy on years of history in the cloud, filled at the next open with costs and market rules, and follow the team’s published strategies: today’s signals beside their backtested trades, win rate and drawdown.',
      },
      calendars: {
        title: 'Calendars, heatmap and ranking',
        body: 'Economic and earnings calendars, the fear-greed index, a market heatmap and a ranking by market capitalisation show where the money is moving.',
      },
      options: {
        title: 'Option chain (Plus)',
        body: 'Browse strikes and expiries next to the underlying chart, with each contract’s Greeks.',
      },
      academy: {
        title: 'Academy',
        body: 'Courses for beginners and experienced traders: options, large caps, fake waves, rebounds and behavioural finance.',
      },
      desktop: {
        title: 'Desktop assistant and browser extension',
        body: 'The desktop assistant for Windows, Mac and Linux keeps a local chart server beside your broker; the browser extension brings signals into the pages you already use.',
      },
    },
    pricing: {
      title: 'One subscription, every market',
      subtitle: 'Choose the plan that fits how you trade. Try Standard free for {{days}} days first.',
      perYear: '{{price}} USD / year',
      perMonth: 'or {{price}} USD / month',
      discount: 'Save {{percent}}% with annual billing: {{yearly}} USD instead of {{monthlyTotal}} USD paid monthly.',
      popular: 'Most chosen',
      choose: 'Contact us to purchase',
      everythingIn: 'Everything in {{tier}}, plus:',
      tagline: {
        standard: 'Charts, signals and alerts for stock traders',
        plus: 'For option players',
        promax: 'Never miss a signal',
      },
      trialTitle: '{{days}}-day free trial',
      trialBody:
        'Try Standard before you pay: sign in and press “Start free trial” above any screen. Every Standard feature opens for {{days}} days, once per account, with nothing to pay and nothing to cancel.',
      refundTitle: 'Full refund possible',
      refundBody: 'If SignalDesk does not suit you, write to support: a refund, when granted, is paid in full to the way you paid.',
      buyTitle: 'How to purchase',
      buyContact: 'Through our contact page',
      buyMessaging: 'In WeChat, by messaging our support ID',
      buyCard: 'By card, through our payment provider: support sends you a secure payment link',
      buyCardHere: 'By card on this page, and with Alipay or WeChat Pay where offered: your ticket is active as soon as you have paid',
      freshnessTitle: 'How fresh is the data?',
      freshnessOrdinary: 'Standard: daily updates for US, HK and China A-share stocks.',
      freshnessAdvanced: 'Plus and Promax: 15-minute data for hot stocks and their favourite stocks.',
    },
    qas: {
      title: 'Questions and answers',
      subtitle: 'What traders most often ask us before and after subscribing.',
      freshness: {
        q: 'How fresh is the market data?',
        a: 'Standard gets daily updates for US, HK and China A-share stocks. Plus and Promax get 15-minute data for hot stocks and for the stocks in their favourites. Quotes are not a real-time trading feed, so always check the price in your broker before placing an order.',
      },
      trial: {
        q: 'Is there a free trial?',
        a: 'Yes: {{days}} days of Standard, once per account. Sign in and press “Start free trial” above any screen; every Standard feature opens at once and closes by itself after {{days}} days. Plus and Promax have no trial of their own.',
      },
      refund: {
        q: 'Can I get my money back?',
        a: 'A full refund is possible. If the product does not suit you, write to {{email}} with your account e-mail; when a refund is granted it is paid in full to the way you paid and the ticket is revoked.',
      },
      ticket: {
        q: 'How do I bind a subscription ticket?',
        a: 'After purchase you receive a ticket: a code of {{length}} characters. Sign in, open the user info dialog from the top bar, paste the code into the ticket field and activate it, then press "Refresh permissions". The member menu opens at once.',
      },
      tiers: {
        q: 'What is the difference between Standard, Plus and Promax?',
        a: 'Each plan has everything in the one before it. This is what each adds, the same list the server checks:',
      },
      price: {
        q: 'How much does it cost?',
        a: 'Standard costs {{yearly}} USD a year or {{monthly}} USD a month; paying yearly saves {{percent}}%. Plus costs {{plusYearly}} USD a year and Promax {{promaxYearly}} USD a year.',
      },
      markets: {
        q: 'Which markets are covered?',
        a: 'US stocks, Hong Kong stocks, China A-shares, crypto, gold and forex. Choose the region in the top bar to switch the screener, ranking and heatmap between markets.',
      },
      alerts: {
        q: 'Where do alerts reach me?',
        a: 'In the browser while SignalDesk is open, on Telegram through our bot (enter your Telegram user ID in your user info), and by e-mail to your push address. Promax adds phone notification.',
      },
      desktop: {
        q: 'What does the desktop assistant do?',
        a: 'It runs on Windows, Mac and Linux with a local chart server, so charts and signals stay beside your broker software. To connect it, sign in on the web, open your user info and use the desktop authorisation button: it copies an access token for the assistant to read.',
      },
      cancel: {
        q: 'How do I cancel?',
        a: 'Subscriptions do not renew automatically: a ticket simply runs until its expiry date. You get a notice {{warningDays}} days before it ends; do nothing and access pauses when it expires, or contact support to renew.',
      },
      security: {
        q: 'Why is there no password?',
        a: 'SignalDesk signs you in with a one-time code sent to your e-mail or obtained from our WeChat official account, so there is no password to leak or reuse. E-mail codes have {{emailLength}} digits and last {{emailMinutes}} minutes; WeChat codes last {{wechatSeconds}} seconds. We never ask you for a code: never share one.',
      },
      purchase: {
        q: 'How do I pay?',
        a: 'Through our contact page, by messaging our support in WeChat, or by card through our payment provider with a link support sends you.',
      },
      advice: {
        q: 'Are the signals investment advice?',
        a: 'No. Indicators, signals, rankings and backtests are analysis tools and teaching material. Every trading decision, and its risk, is yours.',
      },
    },
    download: {
      title: 'Download SignalDesk',
      subtitle: 'Take SignalDesk to your desktop and into your browser.',
      desktopTitle: 'Desktop assistant',
      desktopBody: 'Charts and signals beside your broker, with a local chart server. After installing, authorise it from your user info on the web.',
      windows: 'Windows',
      mac: 'Mac',
      linux: 'Linux',
      iosTitle: 'iPhone and iPad',
      iosBody: 'The iOS test build has been withdrawn. Use SignalDesk in Safari, or contact support.',
      iosButton: 'iOS test build (withdrawn)',
      androidTitle: 'Android',
      androidBody: 'The Android package has been withdrawn. SignalDesk works in any mobile browser.',
      androidButton: 'Android package (withdrawn)',
      extensionTitle: 'Browser extension',
      extensionBody: 'Signals and quick quotes inside Chrome and Edge.',
      extensionButton: 'Get it for Chrome / Edge',
    },
    desktopBuild: {
      title: 'Build the desktop assistant from the repository',
      subtitle: 'This server holds no packaged build of the assistant yet.',
      subtitlePlatform: 'The {{platform}} build is not on this server yet.',
      intro:
        'The desktop assistant is one program file per system. It opens its window (stock list, chart, today’s alerts and settings) in the Chromium, Chrome or Edge on your computer and serves a local chart server for scripts. When this server holds a build, the download page’s button gives it directly; until then, build it from the repository as below, or run it from there.',
      buildTitle: 'Build the {{platform}} executable',
      platformPick: 'Your system:',
      stepInstall: 'Install Node.js 24 and get a copy of the SignalDesk repository. In its folder, install the packages:',
      stepBuild:
        'Build the {{platform}} executable, {{file}}. To have this server offer it on the download page, build it into the server’s builds folder, the one DESKTOP_BUILDS_DIR names (by default the builds folder in the server’s data folder):',
      stepBuildServed:
        'Without --out the file goes to the folder DESKTOP_BUILDS_DIR names where you build, else to apps/desktop/dist/bin. Once the file is in the server’s builds folder, the download page’s button gives it directly.',
      stepRun: {
        windows:
          'Start the file with this site’s address. It is not signed, so Windows SmartScreen may ask once: choose “More info”, then “Run anyway”. A console window with its messages opens beside the assistant’s window.',
        mac: 'On the Mac, in the folder of the file, run once: the quarantine mark of a downloaded file is taken off and the file gets the local signature Apple silicon asks of every program. Then start it with this site’s address:',
        linux: 'Make the file executable once, then start it with this site’s address:',
      },
      macBuiltThere:
        'The Mac build is the Intel one, which Apple silicon runs under Rosetta 2. Built on the Mac itself (npm ci, then npm run build:desktop), it is signed there and starts without the first three lines.',
      browser: 'The window opens in the Chromium, Chrome or Edge on your computer; name another one with --browser <path>. Without any of them, the assistant says what to install.',
      checkoutTitle: 'Or run it from the repository',
      checkoutStart: 'In the repository’s folder, after npm ci, this opens the assistant’s window; it ends when you close the window:',
      checkoutSignIn:
        'The window opens on its sign-in screen. Sign in to this web app with an active subscription, open your user info (your name at the top right) and press “Authorise desktop app”: type the one-time code it shows into the sign-in screen. The code works once, within 5 minutes; later starts need none.',
      revoke: 'The assistant then has a desktop session of its own, listed among your sessions in user info, where it can be signed out on its own.',
      scriptsTitle: 'For scripts: without a window',
      scriptsStart:
        'Scripts, spreadsheets and bots use the local chart server on http://127.0.0.1:4009. Without a screen, start it alone, signed in with the code from user info; pictures are saved only inside the export folder:',
      scriptsAgain: 'It keeps its session, so later starts need no --code. The packaged file takes the same options.',
      stepTry: 'Ask it for the latest bar’s panel or a chart picture, or save one in the export folder:',
      back: 'Back to downloads',
    },
    contact: {
      title: 'Contact support',
      subtitle: 'Questions, trials, purchases and refunds: we answer in English and Chinese.',
      wechatTitle: 'WeChat',
      wechatBody: 'Add our support account in WeChat by its ID, or scan the code with WeChat.',
      wechatId: 'WeChat ID',
      qrAlt: 'QR code that opens the SignalDesk support profile in WeChat',
      emailTitle: 'E-mail',
      emailBody: 'Write to us from the address you sign in with, so we can find your account.',
      purchaseTitle: 'How to purchase',
      purchaseChoose: 'Tell support which plan you want (Standard, Plus or Promax) and whether you pay yearly or monthly.',
      purchasePay: 'Pay in WeChat, or by card through the secure link from our payment provider.',
      purchaseTicket: 'Receive your ticket, a code of {{length}} characters.',
      purchaseBind: 'Sign in, paste the ticket in your user info, activate it and refresh permissions.',
    },
    inApp: {
      title: 'Open this page in your browser',
      body: 'You are in an app’s built-in browser, where sign-in and downloads may not work. Tap the ⋯ menu at the top right and choose “Open in browser”.',
      inviteTitle: 'Invited on iPhone or iPad?',
      inviteBody: 'The iOS test build has been withdrawn. Contact support and we will get you started.',
      inviteAction: 'Contact support',
    },
    membership: {
      title: '{{plan}}, yearly',
      pitch: 'Your strategies screened over whole markets, backtested on years of history and turned into alerts, and the signals of the team’s published strategies with their backtested record.',
      permissionsTitle: 'What you get',
      price: '{{price}} USD',
      perYear: '/ year',
      discount: '{{percent}}% off compared with {{monthly}} USD a month',
      purchase: 'Purchase',
      performance: 'A win rate is computed by backtesting a strategy over past candles and is shown with the number of trades behind it; past results do not guarantee future ones.',
    },
    plans: planTexts('en'),
  },
  zh: {
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
  },
};
