const en = {
  title: 'A new version is available',
  text: 'Upgrade now to load the new version; the page reloads once it is installed.',
  current: 'Current version: {{version}}',
  next: 'New version: {{version}}',
  upgrading: 'Upgrading',
  later: 'Upgrade later',
  now: 'Upgrade now',
  updated: 'Updated to version {{version}}',
};

export const updateTexts: { en: typeof en; zh: typeof en } = {
  en,
  zh: {
    title: '发现新版本',
    text: '立即升级以加载新版本；安装完成后页面会自动刷新。',
    current: '当前版本：{{version}}',
    next: '新版本：{{version}}',
    upgrading: '正在升级',
    later: '稍后升级',
    now: '立即升级',
    updated: '已更新到版本 {{version}}',
  },
};
