import type { en } from './errorsTexts.en.js';

export const zh: typeof en = {
  loading: '加载中…',
  title404: '页面不存在',
  text404: '您访问的页面不存在或已移动。',
  title500: '出错了',
  text500: '页面遇到错误。请稍后再试；如果问题持续，请联系客服。',
  text500NoContact: '页面遇到错误。请稍后再试。',
  home: '返回首页',
  contact: '联系客服',
  payLink: '支付订阅以获得访问权限',
  subscribe: '订阅',
  allFeatures: '获得全部功能权限',
  needsPlan: '获得{{plan}}新增的功能',
  discount: '年度订阅立省 {{percent}}%：每年 {{yearly}} 美元，月付为每月 {{monthly}} 美元',
  notYetAvailable: '此版本的 SignalDesk 暂未提供该应用。',
};
