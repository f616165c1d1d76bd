import type { en } from './extensionTexts.en.js';

export const zh: typeof en = {
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
  missing: '本站暂不提供浏览器插件。在此之前可以直接在浏览器中使用 SignalDesk；需要插件时请联系客服。',
  missingNoContact: '本站暂不提供浏览器插件。在此之前可以直接在浏览器中使用 SignalDesk。',
  stepUnzip: '下载 zip 文件，解压到一个长期保留的文件夹：浏览器从那里加载扩展。',
  stepDeveloper: '打开 chrome://extensions（Edge 为 edge://extensions），开启“开发者模式”。',
  stepLoad: '点击“加载已解压的扩展程序”，选择解压后的文件夹。可以把 SignalDesk 固定到工具栏。',
  stepConnect: '以有效会员身份登录本站，点击顶栏的“用户信息”，再点击“账户设置”，然后点击“连接浏览器扩展”。无需输入密码或授权码：扩展会从本页取得一次性授权码。',
  stepUse: '行情网站上的股票代码（$AAPL、600519、0700.HK）旁会出现徽标，点击即可查看面板和图表。工具栏按钮可以搜索股票、显示未读提醒数，新提醒也会以浏览器通知显示。',
  revoke: '扩展的会话会出现在用户信息的会话列表里，可以单独结束。',
  back: '返回下载页面',
};
