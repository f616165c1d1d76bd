const en = {
  connectTitle: 'Browser extension',
  connectHelp:
    'The browser extension signs in from here: it gets a session of its own, listed below, that you can end alone. Install it first from the download page.',
  connect: 'Connect browser extension',
  connecting: 'Handing a one-time code to the extension…',
  connected: 'The browser extension is connected. Its session is listed below.',
  notInstalled: 'No SignalDesk extension answered in this browser. Install it from the download page, reload this page and try again.',
  install: 'How to install it',
  installTitle: 'Install the browser extension',
  installSubtitle: 'For Chrome and Edge, built for this site ({{site}}).',
  download: 'Download the extension (zip)',
  missing:
    'This server holds no extension build yet. Whoever runs it builds one for its address with: SIGNALDESK_URL={{site}} DESKTOP_BUILDS_DIR=<builds folder> npm run build -w apps/extension',
  stepUnzip: 'Download the zip and unzip it into a folder you keep: the browser loads the extension from there.',
  stepDeveloper: 'Open chrome://extensions (in Edge: edge://extensions) and switch on Developer mode.',
  stepLoad: 'Press “Load unpacked” and choose the unzipped folder. Pin SignalDesk to the toolbar if you like.',
  stepConnect:
    'Sign in here with an active membership, open your user info (your name at the top right) and press “Connect browser extension”. No password or code to type: the extension takes a one-time code from this page.',
  stepUse:
    'Badges appear beside symbols on quote sites ($AAPL, 600519, 0700.HK); a click shows the panel and chart. The toolbar button searches symbols and counts unread alerts, which also arrive as browser notifications.',
  revoke: 'The extension’s session is listed among your sessions in user info and can be ended on its own.',
  back: 'Back to downloads',
};

const zh: typeof en = {
  connectTitle: '浏览器扩展',
  connectHelp: '浏览器扩展在这里登录：它会获得自己的会话（见下方列表），可以单独结束。请先从下载页面安装扩展。',
  connect: '连接浏览器扩展',
  connecting: '正在把一次性授权码交给扩展…',
  connected: '浏览器扩展已连接，它的会话显示在下方列表中。',
  notInstalled: '此浏览器中没有 SignalDesk 扩展响应。请从下载页面安装，刷新本页后重试。',
  install: '安装方法',
  installTitle: '安装浏览器扩展',
  installSubtitle: '适用于 Chrome 和 Edge，为本站（{{site}}）构建。',
  download: '下载扩展（zip）',
  missing: '本服务器上还没有扩展的构建文件。服务器维护者可以这样为本站地址构建：SIGNALDESK_URL={{site}} DESKTOP_BUILDS_DIR=<构建目录> npm run build -w apps/extension',
  stepUnzip: '下载 zip 文件，解压到一个长期保留的文件夹：浏览器从那里加载扩展。',
  stepDeveloper: '打开 chrome://extensions（Edge 为 edge://extensions），开启“开发者模式”。',
  stepLoad: '点击“加载已解压的扩展程序”，选择解压后的文件夹。可以把 SignalDesk 固定到工具栏。',
  stepConnect: '以有效会员身份登录本站，打开用户信息（右上角你的名字），点击“连接浏览器扩展”。无需输入密码或授权码：扩展会从本页取得一次性授权码。',
  stepUse: '行情网站上的股票代码（$AAPL、600519、0700.HK）旁会出现徽标，点击即可查看面板和图表。工具栏按钮可以搜索股票、显示未读提醒数，新提醒也会以浏览器通知显示。',
  revoke: '扩展的会话会出现在用户信息的会话列表里，可以单独结束。',
  back: '返回下载页面',
};

export const extensionTexts = { en, zh };
