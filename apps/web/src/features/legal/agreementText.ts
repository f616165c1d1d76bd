interface Bilingual {
  en: string;
  zh: string;
}

/**
 * A paragraph that names the support address reads otherwise on a server whose operator set none (SUPPORT_EMAIL),
 * or is left out (null) where it says nothing else.
 */
type Paragraph = Bilingual | ((supportEmail: string | null) => Bilingual | null);

/** The paragraph as this server's readers see it. */
export const paragraphText = (paragraph: Paragraph, supportEmail: string | null): Bilingual | null =>
  typeof paragraph === 'function' ? paragraph(supportEmail) : paragraph;

interface AgreementArticle {
  title: Bilingual;
  paragraphs: Paragraph[];
}

interface AgreementChapter {
  title: Bilingual;
  articles: AgreementArticle[];
}

/**
 * The SignalDesk terms of service, kept as data so both languages stay aligned paragraph by paragraph and the
 * /agreement, /privacy and /manual pages render one text. Articles are numbered continuously across chapters.
 */
export const agreementText: AgreementChapter[] = [
  {
    title: { en: 'General Provisions', zh: '总则' },
    articles: [
      {
        title: { en: 'The service and these terms', zh: '服务与本协议' },
        paragraphs: [
          {
            en: 'SignalDesk is a trading-analysis service for retail traders. It provides charts with its own indicators, quotes, rankings, calendars, a heatmap, a strategy screener, cloud backtests, alert notifications, an academy, a desktop assistant and a browser extension (together, the "Service"). The Service is provided by the SignalDesk team ("the Team", "we", "us").',
            zh: 'SignalDesk 是面向个人交易者的交易分析服务，提供自有指标图表、行情、排行、日历、热力图、策略选股、云端回测、提醒通知、学院课程、桌面助手及浏览器插件等功能（以下合称“本服务”）。本服务由 SignalDesk 团队（以下简称“团队”或“我们”）提供。',
          },
          {
            en: 'These terms of service ("Terms") are an agreement between you and the Team. By signing in to or using the Service you confirm that you have read, understood and accepted them. If you do not accept them, do not use the Service.',
            zh: '本服务协议（以下简称“本协议”）是你与团队之间的协议。你登录或使用本服务，即表示你已阅读、理解并接受本协议全部内容；如不同意，请勿使用本服务。',
          },
        ],
      },
      {
        title: { en: 'Ownership, operation and interpretation', zh: '所有权、运营权与解释权' },
        paragraphs: [
          {
            en: 'The Team owns and operates the Service, including its software, websites, indicators, data compilations, courses, designs and trademarks.',
            zh: '团队拥有并运营本服务，包括其软件、网站、指标、数据汇编、课程、设计及商标。',
          },
          {
            en: 'To the extent permitted by law, the Team has the final right to interpret these Terms and the rules published within the Service.',
            zh: '在法律允许的范围内，团队对本协议及本服务内发布的各项规则享有最终解释权。',
          },
        ],
      },
      {
        title: { en: 'Not investment advice', zh: '不构成投资建议' },
        paragraphs: [
          {
            en: 'Everything in the Service, including indicators, buy and sell signals, screener results, rankings, backtests, courses, featured ideas and any statement of returns or win rates, is provided for information and education only. None of it is investment advice, a recommendation or an offer to buy or sell any security, option, cryptocurrency, commodity or currency.',
            zh: '本服务中的一切内容，包括指标、买卖信号、选股结果、排行、回测、课程、精选观点以及任何关于收益率或胜率的表述，仅供参考和学习之用，不构成投资建议、推荐，亦不构成买卖任何证券、期权、加密货币、商品或外汇的要约。',
          },
          {
            en: 'Past performance, whether real or simulated in a backtest, does not guarantee future results. Trading carries a substantial risk of loss. You make your own trading decisions and bear their consequences. The Team is not a broker: it does not hold your funds or place orders for you.',
            zh: '过往表现（无论是真实表现还是回测模拟）不代表未来结果。交易存在重大亏损风险，你应独立作出交易决定并自行承担后果。团队并非经纪商，不托管你的资金，也不代你下单。',
          },
        ],
      },
      {
        title: { en: 'Changes to these terms', zh: '协议的修改' },
        paragraphs: [
          {
            en: 'We may revise these Terms as the Service or the law changes. We announce material changes in the Service or by e-mail before they take effect.',
            zh: '我们可能随本服务或法律的变化修订本协议。重大修改将在生效前通过本服务内公告或电子邮件通知你。',
          },
          {
            en: 'If you continue to use the Service after a revision takes effect, you accept the revised Terms. If you do not accept them, stop using the Service and ask us to close your account.',
            zh: '修订生效后你继续使用本服务的，视为接受修订后的协议；如不接受，请停止使用本服务并联系我们注销账户。',
          },
        ],
      },
    ],
  },
  {
    title: { en: 'User Rules', zh: '用户行为规范' },
    articles: [
      {
        title: { en: 'Your account and passwordless sign-in', zh: '账户与免密码登录' },
        paragraphs: [
          {
            en: 'The Service has no passwords. You sign in with a one-time code sent to your e-mail address or obtained from our official account in a messaging app. Whoever controls that mailbox or messaging account can sign in as you, so keep them secure.',
            zh: '本服务不设密码。你通过发送到邮箱的一次性验证码，或从即时通讯应用中我们的公众号获取的验证码登录。能够控制该邮箱或通讯账户的人即可以你的身份登录，请妥善保管。',
          },
          {
            en: 'Codes are single-use and expire within minutes. Never share a code: the Team will never ask you for one. You are responsible for activity under your account; tell us at once if you suspect it has been misused.',
            zh: '验证码仅可使用一次，并在数分钟内失效。请勿向任何人透露验证码，团队绝不会向你索要。你须对账户下的一切活动负责；如怀疑账户被盗用，请立即通知我们。',
          },
        ],
      },
      {
        title: { en: 'Desktop authorisation and personal use', zh: '桌面授权与个人使用' },
        paragraphs: [
          {
            en: 'Authorising the desktop assistant shows a one-time code in your account settings, which you type into the assistant; the assistant then keeps a desktop session of its own. Treat the code like a key to your account: do not share it. If a device is lost, end its session in the session list of your account settings, or ask us to.',
            zh: '授权桌面助手时，账户设置中会显示一个一次性授权码，由你输入到助手中；助手随后保有一个自己的桌面会话。该授权码相当于你账户的钥匙，请勿告诉他人。设备丢失时，请在账户设置的会话列表中结束它的会话，或联系我们代为结束。',
          },
          {
            en: 'Your account and subscription are for your personal use. You may not share, lend, sell or transfer an account, an access token or a subscription ticket.',
            zh: '你的账户和订阅仅限本人使用，不得共享、出借、出售或转让账户、访问令牌或订阅卡券。',
          },
        ],
      },
      {
        title: { en: 'Acceptable use', zh: '合理使用' },
        paragraphs: [
          {
            en: 'You may not copy, scrape or redistribute the Service\'s data, indicators or signals; reverse-engineer the software; get around access controls or usage limits; send automated bulk requests; or interfere with the Service or other users.',
            zh: '你不得复制、抓取或转发本服务的数据、指标或信号；不得对软件进行反向工程；不得绕过访问控制或使用限制；不得发送自动化批量请求；不得干扰本服务或其他用户。',
          },
        ],
      },
      {
        title: { en: 'What you post', zh: '发布内容规范' },
        paragraphs: [
          {
            en: 'Content you post in the Service, such as annotations, messages, strategy names and comments, must be lawful and your own. It may not advertise or solicit; promote fraud, market manipulation or "pump" schemes; infringe anyone\'s rights; or reveal another person\'s personal data.',
            zh: '你在本服务中发布的内容（如图表标注、消息、策略名称和评论）必须合法且为你本人所有，不得发布广告或招揽信息，不得宣扬欺诈、操纵市场或“拉盘”行为，不得侵犯他人权利，不得泄露他人个人信息。',
          },
        ],
      },
    ],
  },
  {
    title: { en: 'Rights and Obligations', zh: '权利与义务' },
    articles: [
      {
        title: { en: 'The Team\'s intellectual property', zh: '团队的知识产权' },
        paragraphs: [
          {
            en: 'The Matrix, Sine and Chord indicators, the software, texts, courses and designs of the Service are protected by intellectual-property law and belong to the Team or its licensors.',
            zh: '矩阵、小波、大波指标，以及本服务的软件、文字、课程和设计均受知识产权法律保护，归团队或其许可方所有。',
          },
          {
            en: 'While your account is in good standing, the Team grants you a personal, non-exclusive, non-transferable right to use the Service for your own trading analysis.',
            zh: '在你的账户状态正常期间，团队授予你个人的、非独占的、不可转让的权利，供你本人进行交易分析时使用本服务。',
          },
        ],
      },
      {
        title: { en: 'Licence to your content', zh: '对你所发布内容的授权' },
        paragraphs: [
          {
            en: 'You keep ownership of the content you post. By posting it, you grant the Team a free, permanent, irrevocable, sublicensable, non-exclusive, worldwide licence to use, reproduce, adapt, translate, publish and display it in operating, improving and promoting the Service.',
            zh: '你保留对所发布内容的所有权。你发布内容即授予团队一项免费的、永久的、不可撤销的、可转授权的、非独占的全球性许可，团队可在运营、改进和推广本服务时使用、复制、改编、翻译、发布和展示该内容。',
          },
        ],
      },
      {
        title: { en: 'Subscriptions, tickets and trials', zh: '订阅、卡券与试用' },
        paragraphs: [
          {
            en: 'Member features require a subscription, delivered as a ticket: a code you bind in your user info. A ticket grants the tier and period stated when it was issued and does not renew automatically. Prices are those shown on our pricing page, or quoted by support, at the time of purchase.',
            zh: '会员功能需订阅后使用。订阅以卡券形式发放，你须在用户信息中绑定卡券密码。卡券按签发时注明的版本和期限生效，到期不自动续费。价格以购买时价格页面所示或客服报价为准。',
          },
          {
            en: 'We may offer a free trial for the period stated on the pricing page. We may change or end trial offers for future users at any time.',
            zh: '我们可按价格页面注明的期限提供免费试用，并可随时调整或停止面向新用户的试用活动。',
          },
        ],
      },
      {
        title: { en: 'Refunds', zh: '退款' },
        paragraphs: [
          (email) =>
            email
              ? {
                  en: `If the Service does not suit you, write to ${email} from your account e-mail. When we grant a refund, it is paid in full to the method you paid with, and the ticket concerned is revoked.`,
                  zh: `如本服务不适合你，请使用账户邮箱发送邮件至 ${email}。退款一经批准，将按原支付方式全额退回，相应卡券同时作废。`,
                }
              : {
                  en: 'If the Service does not suit you, you may ask for a refund. When we grant a refund, it is paid in full to the method you paid with, and the ticket concerned is revoked.',
                  zh: '如本服务不适合你，可以申请退款。退款一经批准，将按原支付方式全额退回，相应卡券同时作废。',
                },
          {
            en: 'We do not refund a subscription that was ended because its holder broke these Terms.',
            zh: '因违反本协议而被终止的订阅，不予退款。',
          },
        ],
      },
    ],
  },
  {
    title: { en: 'Violations and Penalties', zh: '违规处理' },
    articles: [
      {
        title: { en: 'Measures against offenders', zh: '对违规用户的处理' },
        paragraphs: [
          {
            en: 'If you break these Terms or the law, the Team may, depending on the seriousness, warn you, restrict features, suspend your account, or ban it permanently and clear the content it has posted.',
            zh: '如你违反本协议或法律法规，团队可视情节轻重给予警告、限制部分功能、暂停账户，或永久封禁账户并清除其发布的内容。',
          },
        ],
      },
      {
        title: { en: 'Removal of content', zh: '内容删除' },
        paragraphs: [
          {
            en: 'Content that is unlawful, or that is advertising, may be deleted without notice.',
            zh: '违法内容或广告内容，团队可不经通知直接删除。',
          },
        ],
      },
      {
        title: { en: 'Protecting accounts and the Service', zh: '账户与服务安全措施' },
        paragraphs: [
          {
            en: 'When we detect a compromised account, a shared ticket or abuse of the Service, we may end sessions, revoke access tokens and tickets, and limit requests, so as to protect you, other users and the Service.',
            zh: '当我们发现账户被盗、卡券被共享或本服务被滥用时，为保护你、其他用户及本服务，我们可强制下线、吊销访问令牌和卡券，并限制请求。',
          },
        ],
      },
      {
        title: { en: 'Responsibility for violations', zh: '违规责任' },
        paragraphs: [
          {
            en: 'You are responsible for the consequences of your violations. If a violation causes the Team a loss or a claim by a third party, you will compensate the Team for it, including reasonable legal costs.',
            zh: '你须对自己的违规行为承担责任。因你的违规行为给团队造成损失或引起第三方索赔的，你应予以赔偿，包括合理的律师费用。',
          },
        ],
      },
    ],
  },
  {
    title: { en: 'Privacy', zh: '隐私保护' },
    articles: [
      {
        title: { en: 'What we collect', zh: '我们收集的信息' },
        paragraphs: [
          {
            en: 'To provide the Service we keep: your sign-in e-mail or messaging-app identifier, nickname, push e-mail and Telegram user ID if you give them, your tickets, watchlists, strategies and annotations, and technical records such as IP address, browser and access times.',
            zh: '为提供本服务，我们会保存：你的登录邮箱或即时通讯应用标识、昵称，你提供的推送邮箱和 Telegram 用户 ID，你的卡券、自选列表、策略和标注，以及 IP 地址、浏览器类型、访问时间等技术记录。',
          },
        ],
      },
      {
        title: { en: 'Disclosure of personal data', zh: '个人信息的披露' },
        paragraphs: [
          {
            en: 'We do not disclose your personal data to anyone, except: (a) with your consent; (b) where the law requires it; (c) at the request of a government or judicial authority under legal procedure; or (d) to third parties bound to us by contract and confidentiality that help run the Service, such as e-mail delivery, payment and hosting providers, and only as far as their task needs.',
            zh: '我们不会向任何人披露你的个人信息，但以下情形除外：（一）事先获得你的同意；（二）法律法规要求；（三）政府或司法机关依法定程序要求；（四）向与我们签订合同并负有保密义务、协助运营本服务的第三方（如邮件发送、支付及主机服务商）提供，且仅限于其履行职责所需的范围。',
          },
        ],
      },
      {
        title: { en: 'Analysis of the user database', zh: '用户数据库的整体分析' },
        paragraphs: [
          {
            en: 'The Team may analyse its whole user database for commercial purposes, such as improving features, setting prices and studying markets. Such analysis is done on aggregated or de-identified data, and its results never reveal the identity or personal data of any individual user.',
            zh: '团队可出于商业目的对整个用户数据库进行分析，例如改进功能、制定价格和研究市场。此类分析基于汇总或去标识化的数据进行，其结果不会泄露任何单个用户的身份或个人信息。',
          },
        ],
      },
      {
        title: { en: 'Security, retention and your choices', zh: '安全、保存期限与你的权利' },
        paragraphs: [
          {
            en: 'We protect your data with reasonable technical and organisational measures; sign-in codes, for example, are stored only in hashed form. No system is perfectly secure, so we cannot guarantee absolute security.',
            zh: '我们采取合理的技术和管理措施保护你的信息，例如登录验证码仅以哈希形式保存。但任何系统都无法做到绝对安全，我们无法对此作出保证。',
          },
          (email) => ({
            en: `We keep your data while your account exists and as long afterwards as the law requires. You can change your nickname and push settings in your user info at any time, and ask ${email ?? 'us'} for a copy of your data or for your account to be deleted.`,
            zh: `在你的账户存续期间及其后法律要求的期限内，我们会保存你的信息。你可随时在用户信息中修改昵称和推送设置，也可${email ? `发送邮件至 ${email} ` : '向我们'}申请获取个人信息副本或注销账户。`,
          }),
        ],
      },
    ],
  },
  {
    title: { en: 'Supplementary Provisions', zh: '附则' },
    articles: [
      {
        title: { en: 'Maintenance and outages', zh: '系统维护与服务中断' },
        paragraphs: [
          {
            en: 'We announce planned maintenance in advance, in the Service or by e-mail. Urgent repairs for security or stability may have to start without notice.',
            zh: '计划内的系统维护，我们会提前在本服务内或通过电子邮件通知。为保障安全或稳定而进行的紧急维护，可能无法事先通知。',
          },
          {
            en: 'The Team is not liable for interruptions or outages of the Service, whether caused by maintenance, network or power failures, attacks, failures of third-party providers or force majeure, nor for any loss they cause.',
            zh: '对于因系统维护、网络或电力故障、网络攻击、第三方服务商故障或不可抗力导致的服务中断或故障，以及由此造成的任何损失，团队不承担责任。',
          },
        ],
      },
      {
        title: { en: 'Market data and limitation of liability', zh: '行情数据与责任限制' },
        paragraphs: [
          {
            en: 'Market data comes from third-party sources and may be delayed, incomplete or wrong: ordinary users see daily updates, and even the most frequent data is not a real-time trading feed. Check prices with your broker before you trade.',
            zh: '行情数据来自第三方，可能存在延迟、缺失或错误：普通用户看到的是每日更新的数据，即使是更新最频繁的数据也并非实时交易行情。交易前请以券商报价为准。',
          },
          {
            en: 'The Team is not liable for trading losses or lost profits arising from your use of the Service. Where the law does not allow liability to be excluded, the Team\'s total liability is limited to the fees you paid in the twelve months before the claim.',
            zh: '对于你因使用本服务而产生的交易亏损或利润损失，团队不承担责任。在法律不允许免除责任的情况下，团队的赔偿总额以你在索赔前十二个月内支付的费用为限。',
          },
        ],
      },
      {
        title: { en: 'Governing law', zh: '法律适用' },
        paragraphs: [
          {
            en: 'These Terms are governed by national law. Where any provision of these Terms conflicts with national law, national law prevails. Disputes are first settled by friendly negotiation; failing that, either party may bring them before a competent court.',
            zh: '本协议适用国家法律。本协议任何条款与国家法律法规相抵触的，以国家法律法规为准。双方发生争议的，应首先友好协商解决；协商不成的，任何一方均可向有管辖权的法院提起诉讼。',
          },
        ],
      },
      {
        title: { en: 'Miscellaneous', zh: '其他' },
        paragraphs: [
          {
            en: 'If any provision of these Terms is found invalid, the rest remains in force. These Terms are written in English and Chinese; both versions have equal effect, and where they differ, the version in the language you used the Service in prevails.',
            zh: '本协议任何条款被认定无效的，不影响其余条款的效力。本协议以中文和英文写成，两种文本具有同等效力；如有歧义，以你使用本服务时所选语言的文本为准。',
          },
          (email) =>
            email
              ? {
                  en: `Questions about these Terms can be sent to ${email}.`,
                  zh: `如对本协议有任何疑问，请发送邮件至 ${email}。`,
                }
              : null,
        ],
      },
    ],
  },
];
