import { planTexts } from './planTexts.js';

/** Texts of the `marketing` namespace; interpolated values ({{price}}, {{days}} ...) come from the contract's constants. */
export const en = {
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
    offersAll: 'This site offers it for Windows, Mac and Linux.',
    offersSome: 'This site offers it for {{systems}}; the other systems are not offered here yet.',
    offersNone: 'This site does not offer the desktop assistant yet: use SignalDesk in your browser, or ask support.',
    listSeparator: ', ',
    notOffered: '{{platform}}: not offered',
    missing: 'This site does not offer the desktop assistant for {{platform}} yet. Below is what it offers; SignalDesk also works in any browser.',
  },
  desktopBuild: {
    title: 'Downloads this server offers',
    subtitle: 'Build the desktop assistant and the browser extension into the folder the download page serves.',
    intro:
      'The desktop assistant is one program file per system. It opens its window (stock list, chart, today’s alerts and settings) in the Chromium, Chrome or Edge on the trader’s computer and serves a local chart server for scripts. The download page offers each system whose file is in this server’s builds folder and shows the others as not offered.',
    buildTitle: 'Build the {{platform}} executable',
    platformPick: 'Your system:',
    stepInstall: 'Install Node.js 24 and get a copy of the SignalDesk repository. In its folder, install the packages:',
    stepBuild:
      'Build the {{platform}} executable, {{file}}, in the server’s checkout. It goes into the server’s builds folder (DESKTOP_BUILDS_DIR, by default data/builds), and the download page offers it at once:',
    stepBuildServed:
      'Built on another machine, add --out <folder> and copy the file into the server’s builds folder under the same name.',
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
    extensionTitle: 'The browser extension',
    extensionBuild:
      'npm start builds the extension’s zip for this address into the builds folder. For another address (the one traders use), build it again with that address:',
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
};
