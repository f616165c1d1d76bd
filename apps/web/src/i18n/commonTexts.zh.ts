import type { en } from './commonTexts.en.js';

export const zh: typeof en = {
  close: '关闭',
  cancel: '取消',
  save: '保存',
  copy: '复制',
  copied: '已复制到剪贴板',
  copyFailed: '无法复制到剪贴板',
  search: '搜索',
  rowsPerPage: '每页行数',
  shownRows: '第 {{from}}–{{to}} 条，共 {{count}} 条',
  roles: { none: '访客', user: '用户', member: '会员', vip: 'VIP', manager: '管理员', super: '超级管理员' },
  tiers: {
    trial: '一周试用',
    monthly: '月度',
    standardYearly: '标准年度',
    plusYearly: 'Plus 年度',
    promaxYearly: 'Promax 年度',
    promaxHalfYear: 'Promax 半年',
  },
};
