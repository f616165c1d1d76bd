import type { en } from './legalTexts.en.js';

export const zh: typeof en = {
  title: 'SignalDesk 服务协议',
  intro: '使用 SignalDesk 前，请仔细阅读本协议。我们的隐私政策见第五章。',
  contents: '目录',
  chapter: '第{{number}}章',
  article: '第{{number}}条',
  backToTop: '返回目录',
};
