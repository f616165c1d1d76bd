import { formatMessage, type Language, MESSAGES, type MessageKey } from '@signaldesk/contract';

/**
 * What the assistant says that the web app never does: the local server's refusals and the command line. The
 * product's own refusals (unknown symbol, rate limit, session ended) keep the contract's texts, so a trader reads
 * the same sentence in the web app and from a script.
 */
export const DESKTOP_TEXTS = {
  hostRefused: {
    en: 'This local server answers only at 127.0.0.1:{{port}} or localhost:{{port}}',
    zh: '本地服务只接受发往 127.0.0.1:{{port}} 或 localhost:{{port}} 的请求',
  },
  originRefused: {
    en: 'Web pages may not call the local chart server; only {{origin}} may',
    zh: '网页不能调用本地图表服务，只有 {{origin}} 可以',
  },
  browserRefused: {
    en: 'The local chart server answers scripts and programs on this computer, not what a web page asks for; in a browser only {{origin}} may use it',
    zh: '本地图表服务只回应本机的脚本和程序，不回应网页发出的请求；浏览器中只有 {{origin}} 可以使用它',
  },
  durationInvalid: {
    en: 'Unknown duration {{duration}}: use one of {{durations}}',
    zh: '未知的周期 {{duration}}，可用：{{durations}}',
  },
  numberOutOfBounds: {
    en: '{{field}} must be a whole number from {{min}} to {{max}}',
    zh: '{{field}} 必须是 {{min}} 到 {{max}} 之间的整数',
  },
  addressTooLong: { en: 'The address is too long', zh: '请求地址过长' },
  bodyTooLarge: { en: 'The request body is larger than {{limit}} bytes', zh: '请求内容超过 {{limit}} 字节' },
  bodyInvalid: {
    en: 'The body must be JSON or a form with the field filepath',
    zh: '请求内容必须是 JSON 或表单，并带有 filepath 字段',
  },
  formFileRefused: {
    en: 'The local server reads form fields only, not files: send filepath as text, e.g. curl -F filepath=charts/a.png',
    zh: '本地服务只读取表单字段，不接收文件：请以文本提交 filepath，例如 curl -F filepath=charts/a.png',
  },
  formTooManyParts: {
    en: 'A form may carry at most {{max}} fields; the local server needs only filepath',
    zh: '表单最多只能有 {{max}} 个字段；本地服务只需要 filepath',
  },
  filepathRequired: {
    en: 'Give filepath: where to save the PNG, inside the export folder {{folder}}',
    zh: '请提供 filepath：PNG 的保存位置，须在导出文件夹 {{folder}} 内',
  },
  filepathOutside: {
    en: 'The picture can only be saved inside the export folder {{folder}}',
    zh: '图片只能保存在导出文件夹 {{folder}} 内',
  },
  filepathThroughLink: {
    en: 'The path leaves the export folder {{folder}} through a link',
    zh: '该路径经由链接离开了导出文件夹 {{folder}}',
  },
  filepathNotPng: { en: 'The file name must end in .png', zh: '文件名必须以 .png 结尾' },
  filepathControlCharacter: {
    en: 'The file name contains a control character (such as NUL or a line break): use letters, digits and punctuation',
    zh: '文件名含有控制字符（例如 NUL 或换行）：请使用字母、数字和标点',
  },
  filepathPartTooLong: {
    en: 'Each folder or file name in filepath may be at most {{max}} bytes long',
    zh: 'filepath 中每个文件夹名或文件名最长 {{max}} 字节',
  },
  filepathIsFolder: {
    en: 'A folder already has this name inside the export folder {{folder}}: choose another file name',
    zh: '导出文件夹 {{folder}} 中已有同名的文件夹：请换一个文件名',
  },
  filepathThroughFile: {
    en: 'A part of the path is a file, not a folder, inside the export folder {{folder}}',
    zh: '该路径中有一部分在导出文件夹 {{folder}} 中是文件而不是文件夹',
  },
  exportFolderUnwritable: {
    en: 'The export folder {{folder}} cannot be written ({{reason}}): free its disk, allow writing to it or choose another with --export-dir',
    zh: '导出文件夹 {{folder}} 无法写入（{{reason}}）：请清理磁盘空间、允许写入，或用 --export-dir 另选文件夹',
  },
  productUnreachable: {
    en: 'The SignalDesk server cannot be reached and nothing is cached for {{symbol}} {{duration}}',
    zh: '无法连接 SignalDesk 服务器，本地也没有 {{symbol}} {{duration}} 的缓存',
  },
  servedFromCache: {
    en: 'The SignalDesk server cannot be reached: these data come from the local cache and are {{age}} old',
    zh: '无法连接 SignalDesk 服务器：以下数据来自本地缓存，已有 {{age}}',
  },
  ageMinutes: { en: '{{count}} min', zh: '{{count}} 分钟' },
  ageHours: { en: '{{count}} h', zh: '{{count}} 小时' },
  ageDays: { en: '{{count}} days', zh: '{{count}} 天' },
  endpointUnknown: {
    en: 'No such endpoint. The local server answers /kline/panel, /kline/refresh and /kline/chart',
    zh: '没有这个接口。本地服务提供 /kline/panel、/kline/refresh 和 /kline/chart',
  },
  methodNotAllowed: {
    en: 'This endpoint takes {{methods}} only',
    zh: '此接口只接受 {{methods}} 请求',
  },
  windowOriginRefused: {
    en: 'Only the assistant’s own window may call its window routes',
    zh: '只有助手自己的窗口可以调用窗口接口',
  },
  windowCookieMissing: {
    en: 'This call belongs to the assistant’s window: start the assistant again to open its window',
    zh: '此接口只供助手窗口使用：请重新启动助手以打开它的窗口',
  },
  launchTicketInvalid: {
    en: 'This window link is used or expired: start the assistant again to open its window',
    zh: '此窗口链接已使用或已过期：请重新启动助手以打开窗口',
  },
  windowSignedOut: {
    en: 'The assistant is not signed in: enter the one-time code from user info in the web app',
    zh: '助手尚未登录：请输入网页版用户信息中的一次性授权码',
  },
  windowPageMissing: {
    en: 'The assistant’s window page is not built. In the repository run: {{command}}',
    zh: '助手窗口的页面尚未构建。请在代码仓库中运行：{{command}}',
  },
  layoutInvalid: {
    en: 'The layout must give column widths within bounds, a tab, a chart and a language',
    zh: '布局必须包含范围内的列宽、标签页、图表和语言',
  },
  settingsInvalid: {
    en: 'The settings must give botPush, botToken, botUserId and proxy',
    zh: '设置必须包含 botPush、botToken、botUserId 和 proxy',
  },
  signInCodeInvalid: { en: 'Enter the one-time code from user info in the web app', zh: '请输入网页版用户信息中的一次性授权码' },
  serverUnreachable: {
    en: 'The SignalDesk server at {{server}} cannot be reached: check the connection and try again',
    zh: '无法连接 {{server}} 的 SignalDesk 服务器：请检查网络后重试',
  },
  tooManyWindows: {
    en: 'Too many windows are listening to the assistant: close one',
    zh: '监听助手的窗口过多：请关闭一个',
  },
  botPushFailed: {
    en: 'Bot push failed at {{time}}: {{reason}}',
    zh: '机器人推送在 {{time}} 失败：{{reason}}',
  },
  browserMissing: {
    en: 'The assistant’s window needs Chromium, Google Chrome or Microsoft Edge, and none was found. Install one (on Linux the chromium or google-chrome-stable package), or give its path with --browser <path> or SIGNALDESK_BROWSER, or start the assistant without a window with --no-window --server <product URL>',
    zh: '助手窗口需要 Chromium、Google Chrome 或 Microsoft Edge，但未找到。请安装其中之一（Linux 上为 chromium 或 google-chrome-stable 软件包），或用 --browser <路径> 或 SIGNALDESK_BROWSER 指定其路径，或加上 --no-window --server <产品网址> 以无窗口方式启动助手',
  },
  windowOpening: {
    en: 'Opening the assistant’s window with {{browser}}; local chart server at {{url}}, charts are saved in {{folder}}',
    zh: '正在用 {{browser}} 打开助手窗口；本地图表服务在 {{url}}，图表保存在 {{folder}}',
  },
  serverRequired: {
    en: 'Give --server <product URL>, the address of the SignalDesk server',
    zh: '请用 --server <产品网址> 指定 SignalDesk 服务器地址',
  },
  tokenRequired: {
    en: 'Sign in with a one-time code: in the web app open User info, then Account settings, click "Authorise desktop app", and give the code with --code <code> (or set SIGNALDESK_DESKTOP_TOKEN to a desktop session token)',
    zh: '请用一次性授权码登录：在网页版点击“用户信息”，再点击“账户设置”，然后点击“授权桌面应用”，再用 --code <授权码> 传入（或把 SIGNALDESK_DESKTOP_TOKEN 设为桌面会话令牌）',
  },
  codeSignInFailed: {
    en: 'The code could not be exchanged at {{server}}: {{reason}}',
    zh: '无法在 {{server}} 兑换授权码：{{reason}}',
  },
  signedInByCode: {
    en: 'Signed in with the code: the assistant now has a desktop session of its own, listed in user info on the web, where it can be revoked',
    zh: '已用授权码登录：助手现在拥有自己的桌面会话，可在网页版的用户信息中查看和撤销',
  },
  desktopSessionEnded: {
    en: 'The desktop session has ended: authorise the assistant again in the web app (user info)',
    zh: '桌面会话已结束：请在网页版（用户信息）中重新授权助手',
  },
  portBusy: {
    en: 'Port {{port}} is taken on 127.0.0.1: is the assistant already running?',
    zh: '127.0.0.1 的 {{port}} 端口已被占用：助手是否已在运行？',
  },
  optionUnknown: { en: 'Unknown option {{option}}', zh: '未知的选项 {{option}}' },
  usage: {
    en: `usage: npm run desktop -- --server <product URL> [--code <code>] [--export-dir <folder>] [--data-dir <folder>] [--browser <path>]
       npm run desktop -- --no-window --server <product URL> [--code <code>] [--export-dir <folder>] [--data-dir <folder>]
The packaged file (signaldesk-desktop-windows.exe, -macos, -linux) takes the same options.

Opens the assistant's window, with the local chart server on http://127.0.0.1:{{port}}, until the window is closed.
With --no-window only the chart server runs, for scripts, until it is stopped (Ctrl-C).

  --server <URL>        the address of the SignalDesk web app (required)
  --code <code>         a one-time code from the web app: User info, Account settings, Authorise desktop app;
                        the window also takes it on its sign-in screen, and later starts need none
  --export-dir <folder> the only folder chart pictures are saved in (default ~/SignalDesk/charts)
  --data-dir <folder>   the cache, session, layout and bot settings (default ~/.signaldesk/desktop, or SIGNALDESK_DESKTOP_DATA)
  --browser <path>      the Chromium, Chrome or Edge the window opens in (or SIGNALDESK_BROWSER)
  --no-window           the local chart server alone, signed in
  -h, --help            print this and exit
SIGNALDESK_DESKTOP_TOKEN may give a desktop session token instead of --code.`,
    zh: `用法：npm run desktop -- --server <产品网址> [--code <授权码>] [--export-dir <文件夹>] [--data-dir <文件夹>] [--browser <路径>]
      npm run desktop -- --no-window --server <产品网址> [--code <授权码>] [--export-dir <文件夹>] [--data-dir <文件夹>]
打包好的程序文件（signaldesk-desktop-windows.exe、-macos、-linux）接受同样的选项。

打开助手窗口，本地图表服务在 http://127.0.0.1:{{port}}，直到窗口关闭。
加上 --no-window 时只运行图表服务，供脚本使用，直到被停止（Ctrl-C）。

  --server <网址>        SignalDesk 网页版的地址（必填）
  --code <授权码>        网页版给出的一次性授权码：用户信息、账户设置、授权桌面应用；
                         窗口也可以在登录界面输入它，之后启动不再需要
  --export-dir <文件夹>  图表图片唯一的保存文件夹（默认 ~/SignalDesk/charts）
  --data-dir <文件夹>    缓存、会话、布局和机器人设置（默认 ~/.signaldesk/desktop，或 SIGNALDESK_DESKTOP_DATA）
  --browser <路径>       打开窗口所用的 Chromium、Chrome 或 Edge（或 SIGNALDESK_BROWSER）
  --no-window            只运行已登录的本地图表服务
  -h, --help             显示本说明并退出
也可以用 SIGNALDESK_DESKTOP_TOKEN 提供桌面会话令牌，代替 --code。`,
  },
  signInFailed: {
    en: 'Signing in to {{server}} failed: {{reason}}',
    zh: '登录 {{server}} 失败：{{reason}}',
  },
  desktopTokenRefused: {
    en: 'the server refused SIGNALDESK_DESKTOP_TOKEN: it is forged, expired or its session was ended. Get a new one from /api/auth/desktop/authorize, or sign in with a one-time code (--code) from user info in the web app',
    zh: '服务器拒绝了 SIGNALDESK_DESKTOP_TOKEN：它是伪造的、已过期或其会话已结束。请从 /api/auth/desktop/authorize 获取新的令牌，或用网页版用户信息中的一次性授权码（--code）登录',
  },
  listening: {
    en: 'Local chart server at {{url}}, signed in to {{server}}; charts are saved in {{folder}}',
    zh: '本地图表服务已在 {{url}} 运行，已登录 {{server}}；图表保存在 {{folder}}',
  },
  listeningOffline: {
    en: 'Local chart server at {{url}}, offline: {{server}} cannot be reached, so answers come from the local cache with their age until it can; charts are saved in {{folder}}',
    zh: '本地图表服务已在 {{url}} 运行，处于离线状态：无法连接 {{server}}，在恢复连接之前，回答来自本地缓存并注明数据的时间；图表保存在 {{folder}}',
  },
} as const satisfies Record<string, { en: string; zh: string }>;

export type DesktopTextKey = keyof typeof DESKTOP_TEXTS;

/** A refusal or notice of the assistant, or the contract's when the key is the product's. */
export function desktopText(key: DesktopTextKey | MessageKey, lang: Language, vars: Record<string, string | number> = {}): string {
  if (key in DESKTOP_TEXTS) {
    return DESKTOP_TEXTS[key as DesktopTextKey][lang].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  }
  return formatMessage(key as MessageKey, lang, vars);
}

export const isKnownKey = (key: string): key is DesktopTextKey | MessageKey => key in DESKTOP_TEXTS || key in MESSAGES;
