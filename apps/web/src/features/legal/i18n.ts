/** Resources of the `legal` namespace: the page chrome. The agreement itself lives in agreementText.ts. */
export const legalResources = {
  en: {
    title: 'SignalDesk Terms of Service',
    intro: 'Please read these terms before you use SignalDesk. They also contain our privacy policy, in Chapter 5.',
    contents: 'Contents',
    chapter: 'Chapter {{number}}',
    article: 'Article {{number}}',
    backToTop: 'Back to contents',
  },
  zh: {
    title: 'SignalDesk 服务协议',
    intro: '使用 SignalDesk 前，请仔细阅读本协议。我们的隐私政策见第五章。',
    contents: '目录',
    chapter: '第{{number}}章',
    article: '第{{number}}条',
    backToTop: '返回目录',
  },
};
