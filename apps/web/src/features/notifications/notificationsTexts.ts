const en = {
  state: {
    disconnected: 'Realtime notifications: off',
    connected: 'Realtime notifications: connected',
    error: 'Realtime notifications: connection failed',
  },
  centreEmpty: 'No notifications yet.',
  turnOnBell: 'Turn on the realtime bell in the settings menu to hear alerts as they come.',
  openMessenger: 'Open the messenger',
  unread: 'Unread',
};

export const notificationsTexts: { en: typeof en; zh: typeof en } = {
  en,
  zh: {
    state: {
      disconnected: '实时通知：未连接',
      connected: '实时通知：已连接',
      error: '实时通知：连接失败',
    },
    centreEmpty: '暂无通知。',
    turnOnBell: '在设置菜单中打开实时铃声，即可在提醒到达时收到通知。',
    openMessenger: '打开消息',
    unread: '未读',
  },
};
