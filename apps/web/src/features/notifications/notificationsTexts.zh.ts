import type { en } from './notificationsTexts.en.js';

export const zh: typeof en = {
  state: {
    disconnected: '实时通知：未连接',
    connected: '实时通知：已连接',
    error: '实时通知：连接失败',
  },
  centreEmpty: '暂无通知。',
  turnOnBell: '在设置菜单中打开实时铃声，即可在提醒到达时收到通知。',
  openMessenger: '打开消息',
  unread: '未读',
};
