/**
 * The specification's words for a connection that failed however often it was tried: the client says them when its
 * retries time out, the server when PostgreSQL or Redis is unreachable. To the trader both are the same bad network.
 */
const NETWORK_STILL_BAD = { en: 'Tried hard, but the network is still bad', zh: '已经努力重试了，但网络还是很差' } as const;

/**
 * The product's own words, in both languages. Server answers and client screens read them from here,
 * so a text is written once. Placeholders use i18next's {{name}} form.
 */
export const MESSAGES = {
  emailRequired: { en: 'You must enter a email', zh: '请输入邮箱' },
  emailInvalid: { en: 'You must enter a valid email', zh: '请输入有效的邮箱' },
  termsRequired: { en: 'The terms and conditions must be accepted.', zh: '必须接受服务条款。' },
  ticketTokenInvalid: { en: 'Wrong ticket code', zh: '卡券密码错误' },
  pushEmailRequired: { en: 'E-mail is wrong', zh: '邮箱错误' },
  pushEmailInvalid: { en: 'E-mail format is wrong', zh: '邮箱格式错误' },
  nicknameRequired: { en: 'Nickname is empty', zh: '个性昵称为空' },
  networkTimeout: NETWORK_STILL_BAD,
  /** A 503: the server could not reach its database or Redis; its key tells it apart from the client's own timeout. */
  serviceUnavailable: NETWORK_STILL_BAD,
  requestDuplicate: {
    en: 'This request cannot be repeated before the first one responds',
    zh: '请求尚未响应，不能重复提交',
  },
  requestCancelled: { en: 'The previous identical request was cancelled', zh: '已取消上一个相同的请求' },
  requestFailed: { en: 'Request failed', zh: '请求失败' },
  wechatNoLoginInfo: {
    en: 'Login failed, no official account login info detected',
    zh: '登录失败，未检测到公众号登录信息',
  },
  loginFailed: { en: 'Login failed: {{msg}}', zh: '登录失败：{{msg}}' },
  loginSucceeded: { en: 'Login succeeded', zh: '登录成功' },
  loginWithTokenFailed: { en: 'Failed to login with token.', zh: '令牌登录失败。' },
  sendMail: { en: 'Sending mail', zh: '正在发送邮件' },
  verificationFailed: { en: 'Verification failed', zh: '验证失败' },
  loggingIn: { en: 'Login', zh: '登录中' },
  ticketActivated: { en: 'Ticket activated: your permissions are up to date', zh: '激活成功，权限已更新' },
  nicknameUpdated: { en: 'Nickname updated', zh: '更新用户名成功' },
  pushEmailUpdated: { en: 'Push e-mail updated', zh: '推送邮箱已更新' },
  botPushUpdated: { en: 'Bot push setting saved', zh: '机器人推送设置已保存' },
  desktopCodeInvalid: {
    en: 'This desktop code is wrong, used or expired: get a new one in user info on the web',
    zh: '桌面授权码错误、已使用或已过期：请在网页版的用户信息中重新获取',
  },
  subscriptionExpired: { en: 'Subscription expired, access is paused', zh: '订阅已到期, 将暂停访问权限' },
  subscriptionExpiring: {
    en: 'Subscription expires in {{days}} days; early users keep the early renewal offer',
    zh: '订阅将在 {{days}} 天后到期, 早期用户可继续享受早期续订优惠',
  },
  noMatchingStock: { en: 'No matching stock', zh: '无匹配股票' },
  newMessage: { en: '{{session}} has new messages', zh: '{{session}} 有新消息' },
  accessDenied: { en: 'Access denied', zh: '拒绝访问' },
  upgradePrompt: {
    en: 'This needs a subscription. Start a free trial or choose a plan to unlock it.',
    zh: '此功能需要订阅。开始免费试用或选择套餐即可解锁。',
  },

  unauthorized: { en: 'Please sign in', zh: '请先登录' },
  sessionEnded: { en: 'Your session has ended, please sign in again', zh: '会话已结束，请重新登录' },
  forbidden: { en: 'You do not have access to this', zh: '没有访问权限' },
  notFound: { en: 'Not found', zh: '未找到' },
  invalidField: { en: '{{field}}: {{reason}}', zh: '{{field}}：{{reason}}' },
  unknownField: { en: 'Unknown field: {{field}}', zh: '未知字段：{{field}}' },
  notText: {
    en: '{{field}} holds a character that is not text (a NUL or half a character): remove it and try again',
    zh: '{{field}} 含有不是文字的字符（空字符或半个字符）：请删除后重试',
  },
  bodyTooLarge: { en: 'The request is too large', zh: '请求内容过大' },
  badUrl: { en: 'This address is not valid', zh: '该地址无效' },
  urlTooLong: { en: 'This address is too long', zh: '该地址过长' },
  requestUnreadable: { en: 'The request could not be read', zh: '无法读取该请求' },
  requestTimedOut: { en: 'The request did not arrive in time', zh: '请求未能及时送达' },
  badJson: { en: 'The request body is not valid JSON', zh: '请求内容不是有效的 JSON' },
  badXml: { en: 'The request body is not a valid XML message', zh: '请求内容不是有效的 XML 消息' },
  xmlDeclarationRefused: {
    en: 'XML with a DOCTYPE or an entity declaration is refused',
    zh: '不接受含 DOCTYPE 或实体声明的 XML',
  },
  tooManyRequests: { en: 'Too many requests, try again in {{seconds}} s', zh: '请求过于频繁，请 {{seconds}} 秒后再试' },
  internalError: { en: 'Something went wrong on our side', zh: '服务器出错了' },
  codeWrong: { en: 'The code is wrong', zh: '验证码错误' },
  codeExpired: { en: 'The code has expired, request a new one', zh: '验证码已过期，请重新获取' },
  codeTriesExceeded: {
    en: 'Too many wrong tries for this code, request a new one in {{seconds}} s',
    zh: '此验证码错误次数过多，请 {{seconds}} 秒后重新获取',
  },
  emailLockedOut: {
    en: 'Too many wrong codes for this e-mail: sign in with the link in the latest mail, or enter a code again in {{minutes}} min',
    zh: '该邮箱验证码错误次数过多：请使用最新邮件中的登录链接，或 {{minutes}} 分钟后再输入验证码',
  },
  emailSendTooSoon: { en: 'A code was just sent, wait {{seconds}} s', zh: '验证码刚刚已发送，请 {{seconds}} 秒后再试' },
  signinTokenInvalid: { en: 'The sign-in link is invalid or has expired', zh: '登录链接无效或已过期' },
  wechatDisabled: { en: 'Official-account login is not enabled', zh: '未启用公众号登录' },
  ticketNotFound: { en: 'No ticket with this code', zh: '卡券不存在' },
  ticketUsed: { en: 'This ticket has already been activated', zh: '该卡券已被激活' },
  ticketReverted: { en: 'This ticket has been revoked', zh: '该卡券已被撤销' },
  ticketNotActivated: { en: 'This ticket was never activated', zh: '该卡券尚未激活' },
  trialUsed: { en: 'You have already used your free trial', zh: '您已经用过免费试用了' },
  trialForNewUsers: {
    en: 'The free trial is for new users; your account already has a subscription ticket',
    zh: '免费试用仅限新用户，您的账户已有订阅卡券',
  },
  userNotFound: { en: 'No such user', zh: '用户不存在' },
  cannotChangeSelf: { en: 'You cannot change your own role', zh: '不能修改自己的角色' },
  botPushNeedsTelegram: { en: 'Enter your Telegram user ID first', zh: '请先填写 Telegram 用户 ID' },
  riseFallColoursInvalid: {
    en: 'Rise/fall colours are either green up, red down or red up, green down',
    zh: '涨跌颜色只能是“绿涨红跌”或“红涨绿跌”',
  },
  symbolInvalid: { en: 'This is not a valid symbol', zh: '股票代码格式不正确' },
  symbolRequired: { en: 'Choose a symbol first', zh: '请先选择股票代码' },
  unknownSymbol: { en: 'Unknown symbol {{symbol}}', zh: '未知的股票代码 {{symbol}}' },
  noOptionData: { en: 'No option data for {{symbol}}', zh: '{{symbol}} 暂无期权数据' },
  minCapInvalid: { en: 'The minimum market cap must be a number of hundreds of millions, such as 300', zh: '最低市值必须是以亿为单位的数字，例如 300' },
  regionUnknown: { en: 'Unknown region; choose ALL, US, HK, CN, USD or GF', zh: '未知的市场，请选择 ALL、US、HK、CN、USD 或 GF' },
  calendarSourceFailed: { en: 'The calendar source did not answer, try again later', zh: '日历数据源未响应，请稍后再试' },
  fearGreedNoData: { en: 'The fear-greed index needs the S&P 500 daily history, which is not loaded yet', zh: '恐惧贪婪指数需要标普500的日线历史，目前尚未载入' },
  stockMetaExists: { en: '{{symbol}} already has meta, update it instead', zh: '{{symbol}} 已有资料，请修改' },
  stockMetaNotFound: { en: '{{symbol}} has no meta yet', zh: '{{symbol}} 还没有资料' },
  marketNotComputed: {
    en: 'The market has not been computed yet on this server; try again in a minute',
    zh: '本服务器尚未完成行情计算，请一分钟后再试',
  },
  noCandles: { en: 'No candles for {{symbol}} {{duration}} yet, press Refresh', zh: '{{symbol}} {{duration}} 暂无K线数据，请点击刷新' },
  chartRequestsBusy: {
    en: 'Too many charts asked for at once: {{symbol}} {{duration}} was not loaded, try again in a moment',
    zh: '同时请求的图表过多：{{symbol}} {{duration}} 未加载，请稍后再试',
  },
  chartConnectionsBusy: {
    en: 'Too many charts are open for this account, close one and try again',
    zh: '此账户打开的图表过多，请关闭一个后再试',
  },
  marketSourceFailed: {
    en: 'The market data source did not answer for {{symbol}}, try again later',
    zh: '行情数据源未能返回 {{symbol}} 的数据，请稍后再试',
  },
  annotationSymbolRequired: { en: 'Symbol cannot be empty', zh: '股票代码不能为空' },
  annotationNotFound: { en: 'No such annotation', zh: '标注不存在' },
  strategyOneOrder: { en: 'A strategy orders by one field only', zh: '策略只能按一个字段排序' },
  strategyOrderType: { en: 'Order must be DESC or ASC', zh: '排序只能是 DESC 或 ASC' },
  strategyLimit: { en: 'Limit must be 50, 100 or 200', zh: '数量只能是 50、100 或 200' },
  strategyRegion: { en: 'Region must be ALL, US, HK, CN, USD or GF', zh: '市场只能是 ALL、US、HK、CN、USD 或 GF' },
  strategyIpoDate: { en: 'IPO date must be a real date written YYYYMMDD', zh: '上市日期须为有效日期，格式 YYYYMMDD' },
  strategyRangeValue: { en: 'A range bound must be a number', zh: '范围边界须为数字' },
  strategyOutOfRange: { en: "A bound lies outside the indicator's range", zh: '边界超出该指标的取值范围' },
  strategyRangeReversed: { en: 'The lower bound is above the upper bound', zh: '下限高于上限' },
  strategyEnumValue: { en: "Choose values from the indicator's list", zh: '请从该指标的选项中选择' },
  strategyEnumEmpty: { en: 'Choose at least one value', zh: '至少选择一项' },
  strategyNameRequired: { en: 'Name the strategy', zh: '请填写策略名称' },
  strategyNameLength: { en: 'The name is too long', zh: '策略名称过长' },
  strategyNotFound: { en: 'No such strategy', zh: '策略不存在' },
  strategyLimitReached: {
    en: 'You keep {{limit}} strategies already; delete some first',
    zh: '您已有 {{limit}} 个策略，请先删除一些',
  },
  strategyQueryOrSid: { en: 'Give a query or a saved strategy, not both', zh: '查询条件和已保存的策略只能二选一' },
  backtestEntryEmpty: { en: 'Give at least one entry rule', zh: '请至少设置一条开仓条件' },
  backtestOneGroup: {
    en: 'Entry and exit rules read one duration: day, week or hour',
    zh: '开仓和平仓条件须使用同一周期：日线、周线或小时线',
  },
  backtestDirection: { en: 'Direction must be long or short', zh: '方向只能是做多或做空' },
  backtestShortNotAllowed: { en: 'A-shares cannot be sold short', zh: 'A 股不能做空' },
  backtestStopPercent: { en: 'A stop must be above 0 % and at most 100 %', zh: '止损比例须大于 0%，且不超过 100%' },
  backtestTakeProfitPercent: { en: 'Take-profit must be above 0 %', zh: '止盈比例须大于 0%' },
  backtestMaxBars: { en: 'Holding bars must be a whole number, at least 1', zh: '最长持仓 K 线数须为不小于 1 的整数' },
  backtestPositionSize: {
    en: 'Position size is a fraction of equity, above 0 and at most 1',
    zh: '仓位是权益的比例，须大于 0 且不超过 1',
  },
  backtestMaxPositions: { en: 'Open positions must be a whole number from 1 to 1000', zh: '最多持仓数须为 1 到 1000 的整数' },
  backtestStartingCash: { en: 'Starting cash must be above 0', zh: '初始资金须大于 0' },
  backtestCost: { en: 'A cost must be a number, 0 or more', zh: '费用须为不小于 0 的数字' },
  backtestDate: { en: 'Write dates as YYYY-MM-DD', zh: '日期格式须为 YYYY-MM-DD' },
  backtestDateRange: { en: 'The start date is after the end date', zh: '开始日期晚于结束日期' },
  backtestSweepAxes: { en: 'A sweep varies one to three thresholds', zh: '参数扫描须调整 1 到 3 个阈值' },
  backtestSweepField: {
    en: "A sweep varies a numeric threshold that the strategy's rules set",
    zh: '参数扫描只能调整策略条件中已设置的数值阈值',
  },
  backtestSweepValue: { en: 'A sweep runs from a number up to another by a step above 0', zh: '扫描范围须从小到大，步长大于 0' },
  backtestSweepSize: { en: 'A sweep runs at most 400 combinations', zh: '参数扫描最多 400 组' },
  backtestUniverse: {
    en: 'Choose what the backtest runs on: a symbol, a tag, a region, your list or a saved strategy',
    zh: '请选择回测标的：单只股票、标签、市场、自选列表或已保存的策略',
  },
  backtestNameRequired: { en: 'Name the backtest', zh: '请填写回测名称' },
  backtestNameLength: { en: 'A backtest name holds at most 80 characters', zh: '回测名称最多 80 个字符' },
  backtestRiskFreeRate: { en: 'The risk-free rate is a fraction from 0 to 0.2', zh: '无风险利率须为 0 到 0.2 之间的小数' },
  backtestNotFound: { en: 'No such backtest', zh: '回测不存在' },
  backtestUnknownSymbol: { en: 'Unknown symbol: {{symbol}}', zh: '未知的股票代码：{{symbol}}' },
  backtestNoSymbols: { en: 'This list holds no symbols to test', zh: '该列表中没有可回测的股票' },
  backtestUnknownTag: { en: 'No stock carries the tag “{{tag}}”', zh: '没有股票带有标签“{{tag}}”' },
  backtestRunsAtOnce: {
    en: 'Your membership runs {{limit}} backtests at once; wait for one to finish or cancel it',
    zh: '您的会员等级最多同时运行 {{limit}} 个回测，请等待完成或取消一个',
  },
  backtestSymbolsPerRun: {
    en: 'Your membership tests at most {{limit}} symbols a run; this list holds {{count}}',
    zh: '您的会员等级每次回测最多 {{limit}} 只股票，该列表有 {{count}} 只',
  },
  backtestSweepRunsLimit: {
    en: 'Your membership sweeps at most {{limit}} combinations; this sweep has {{count}}',
    zh: '您的会员等级参数扫描最多 {{limit}} 组，本次扫描有 {{count}} 组',
  },
  backtestStoredLimit: {
    en: 'You keep {{limit}} backtests already; delete some first',
    zh: '您已有 {{limit}} 个回测，请先删除一些',
  },
  backtestAlreadyFinished: { en: 'This backtest has already finished', zh: '该回测已结束' },
  backtestInterrupted: {
    en: 'The server restarted while this backtest ran; run it again',
    zh: '回测运行期间服务器重启，请重新运行',
  },
  backtestNoCandles: { en: 'No candles in the chosen dates', zh: '所选日期内没有 K 线数据' },
  backtestFailed: { en: 'The backtest failed; try again later', zh: '回测失败，请稍后再试' },
  signalSourceNameRequired: { en: 'Name the signal source', zh: '请填写信号源名称' },
  signalSourceNameLength: { en: 'A signal source name holds at most 80 characters', zh: '信号源名称最多 80 个字符' },
  signalSourceDescriptionLength: { en: 'A description holds at most 1,000 characters', zh: '说明最多 1000 个字符' },
  signalSourceLists: { en: 'Choose one to six index lists', zh: '请选择 1 到 6 个指数列表' },
  signalListUnknown: { en: 'No signal list is called “{{list}}”', zh: '没有名为“{{list}}”的信号列表' },
  signalSourceNotFound: { en: 'No such signal source', zh: '信号源不存在' },
  signalSourceLimit: {
    en: 'There are {{limit}} signal sources already; remove some first',
    zh: '信号源已有 {{limit}} 个，请先删除一些',
  },
  signalFollowLimit: {
    en: 'You follow {{limit}} signal sources already; stop following some first',
    zh: '您已关注 {{limit}} 个信号源，请先取消一些',
  },
  signalNotOnList: { en: 'This source publishes no signals on this list', zh: '该信号源在此列表上不发布信号' },
  annotationLimitReached: {
    en: 'You keep {{limit}} annotations already; delete some first',
    zh: '您已有 {{limit}} 条标注，请先删除一些',
  },
  drawingKindUnknown: {
    en: 'Unknown drawing: choose a trend line, horizontal line, ray, rectangle, Fibonacci retracement or note',
    zh: '未知的画线工具：请选择趋势线、水平线、射线、矩形、斐波那契回撤或文字注释',
  },
  drawingPointCount: {
    en: 'A drawing needs its anchors: one for a horizontal line or note, two for the others',
    zh: '画线的锚点数量不对：水平线和文字注释一个，其他两个',
  },
  drawingTimeInvalid: { en: 'A drawing point must lie at a time on the chart', zh: '画线的锚点必须落在图表的时间范围内' },
  drawingPriceInvalid: { en: 'A drawing point must lie at a real price', zh: '画线的锚点必须是有效的价格' },
  drawingNoteRequired: { en: 'Write the note first', zh: '请先填写注释内容' },
  drawingNoteLength: { en: 'A note holds at most 500 characters', zh: '注释最多 500 个字符' },
  drawingNoteOnly: { en: 'Only a note carries text', zh: '只有文字注释可以带文字' },
  drawingNotFound: { en: 'No such drawing', zh: '画线不存在' },
  drawingLimitReached: {
    en: 'This chart holds {{limit}} drawings already; delete some first',
    zh: '此图表已有 {{limit}} 个画线，请先删除一些',
  },
  followLimitReached: {
    en: 'You follow {{limit}} symbols already; unfollow some first',
    zh: '您已关注 {{limit}} 只股票，请先取消一些',
  },
  featuredNotFound: { en: 'No such featured idea', zh: '精选不存在' },
  featuredLimitReached: {
    en: 'There are {{limit}} featured ideas already; remove some first',
    zh: '精选已有 {{limit}} 条，请先删除一些',
  },
  demoData: { en: 'Demo data: generated prices, not real quotes', zh: '演示数据：模拟生成的价格，并非真实行情' },
  courseNotFound: { en: 'No such course', zh: '课程不存在' },
  courseStepOutOfRange: { en: 'This course has no such step', zh: '该课程没有这一步' },
  messengerSessionNotFound: { en: 'No such message session', zh: '消息会话不存在' },
  telegramUnavailable: { en: 'Telegram delivery is not set up on this server', zh: '服务器未配置 Telegram 推送' },
  emailUnavailable: { en: 'E-mail delivery is not set up on this server', zh: '服务器未配置邮件推送' },
  webPushUnavailable: { en: 'Phone notification is not set up on this server', zh: '服务器未配置手机通知' },
  telegramNotLinked: { en: 'Link your Telegram account first', zh: '请先绑定 Telegram 账号' },
  pushEmailMissing: { en: 'Set a push e-mail first', zh: '请先设置推送邮箱' },
  pushEmailUnconfirmed: { en: 'Confirm your push e-mail first', zh: '请先确认推送邮箱' },
  pushEmailCodeSent: { en: 'A code was sent to {{email}}, enter it to confirm', zh: '验证码已发送至 {{email}}，请输入以确认' },
  pushEmailAddressBusy: {
    en: 'Too many codes were sent to this address, try again in {{minutes}} min',
    zh: '发送到该邮箱的验证码过多，请 {{minutes}} 分钟后再试',
  },
  webPushEndpointInvalid: { en: 'This is not the address of a browser push service', zh: '这不是浏览器推送服务的地址' },
  webPushKeyInvalid: { en: 'The push subscription key is not valid', zh: '推送订阅的密钥无效' },
  webPushEndpointTaken: { en: 'This browser’s subscription belongs to another account', zh: '该浏览器的推送订阅属于另一个账户' },
  webPushNeedsPromax: { en: 'Phone notification comes with the Promax plan', zh: '手机通知为 Promax 版专享' },
  needsPlus: { en: 'This comes with the Plus plan and above', zh: '此功能需要 Plus 版或更高版本' },
  paymentsUnavailable: {
    en: 'Card payment is not set up on this server: purchase through the contact page',
    zh: '本服务器未开通银行卡支付：请通过联系页面购买',
  },
  currencyUnavailable: { en: 'This currency cannot be paid on this server', zh: '本服务器不支持以该币种付款' },
  checkoutNotFound: { en: 'No such payment', zh: '没有这笔付款' },
  checkoutExpired: {
    en: 'This checkout expired before it was paid, so nothing was charged: start a new purchase from the pricing page',
    zh: '此次结账在付款前已过期，未扣任何款项：请从价格页重新购买',
  },
  checkoutFailed: {
    en: 'The payment did not go through, so nothing was charged and no ticket was issued: try again from the pricing page',
    zh: '付款未成功，未扣款，也未发放卡券：请从价格页重试',
  },
  checkoutUnpaid: {
    en: 'The payment is not complete yet: your ticket is issued as soon as it is',
    zh: '付款尚未完成：完成后会立即发放卡券',
  },
  paymentProviderUnavailable: {
    en: 'The payment provider did not answer, try again in a moment',
    zh: '支付服务商没有响应，请稍后再试',
  },
  webhookSignatureInvalid: { en: 'The notification’s signature is not valid', zh: '通知的签名无效' },
  alertDurationUnknown: {
    en: 'Choose the bars the alert reads: 1, 5, 15 or 30 minutes, 1 or 4 hours, day or week',
    zh: '请选择提醒读取的K线周期：1、5、15、30分钟，1、4小时，日线或周线',
  },
  alertConditionUnknown: {
    en: 'Unknown condition: choose a price level, a move, a line, a rectangle or indicator rules',
    zh: '未知的条件：请选择价位、涨跌幅、画线、矩形或指标条件',
  },
  alertLevelInvalid: { en: 'A level must be a price above 0', zh: '价位须为大于 0 的价格' },
  alertPercentRange: { en: 'A move is above 0 % and at most 1,000 %', zh: '涨跌幅须大于 0%，且不超过 1000%' },
  alertBarsRange: { en: 'A move is watched over 1 to 500 bars', zh: '涨跌幅的观察周期须为 1 到 500 根K线' },
  alertLinePoints: {
    en: 'A trend line or ray needs two points at different times, a horizontal line one',
    zh: '趋势线或射线需要两个不同时间的点，水平线需要一个点',
  },
  alertRectangleCorners: {
    en: 'A rectangle needs two corners at different times and prices',
    zh: '矩形需要两个时间和价格都不同的角点',
  },
  alertRulesEmpty: { en: 'Give at least one indicator rule', zh: '请至少设置一条指标条件' },
  alertIndicatorDuration: {
    en: 'Indicator rules read the screener’s hour, day or week bars',
    zh: '指标条件只能读取选股器的小时线、日线或周线',
  },
  alertGapRange: {
    en: 'The gap between two alerts is a whole number of seconds, from 60 to 604,800 (a week)',
    zh: '两次提醒的间隔须为 60 到 604800（一周）之间的整数秒',
  },
  alertExpiryInvalid: { en: 'The expiry must be a time still to come', zh: '到期时间须晚于现在' },
  alertMessageLength: { en: 'An alert message holds at most 500 characters', zh: '提醒消息最多 500 个字符' },
  alertWebhookAddressRefused: {
    en: 'This address leads into a private network or to this machine, so it cannot receive webhooks',
    zh: '该地址指向内网或本机，不能接收 Webhook',
  },
  alertNotFound: { en: 'No such alert', zh: '提醒不存在' },
  alertLimitReached: {
    en: 'Your plan watches {{limit}} alerts at once; pause or delete some first',
    zh: '您的会员等级最多同时启用 {{limit}} 个提醒，请先暂停或删除一些',
  },
  indicatorUnknown: { en: 'Unknown indicator: choose one from the list', zh: '未知的指标：请从列表中选择' },
  indicatorSettingUnknown: { en: 'This indicator has no such setting', zh: '该指标没有这项设置' },
  indicatorPeriod: { en: 'A period is a whole number of bars from 1 to 1000', zh: '周期须为 1 到 1000 之间的整数（K 线根数）' },
  indicatorMultiplier: { en: 'A multiplier must be a number above 0 and at most 100', zh: '倍数须为大于 0 且不超过 100 的数字' },
  indicatorAcceleration: { en: 'An acceleration must be a number above 0 and at most 1', zh: '加速因子须为大于 0 且不超过 1 的数字' },
  indicatorAnchor: {
    en: 'VWAP starts again each session, week, month, quarter or year, or automatically by the chart’s duration',
    zh: 'VWAP 的重新起算周期只能是每个交易时段、每周、每月、每季、每年，或按图表周期自动选择',
  },
  indicatorMacdPeriods: { en: 'The fast period must be shorter than the slow one', zh: '快线周期须短于慢线周期' },
} as const satisfies Record<string, { en: string; zh: string }>;

export type MessageKey = keyof typeof MESSAGES;
export type Language = 'en' | 'zh';

export function formatMessage(key: MessageKey, lang: Language, vars: Record<string, string | number> = {}): string {
  return MESSAGES[key][lang].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** Chinese when the language tag asks for zh in any region, else English. */
export function pickLanguage(tag: string | undefined | null): Language {
  return tag?.trim().toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
