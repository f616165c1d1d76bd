import type { en } from './usersTexts.en.js';

export const zh: typeof en = {
  title: '用户',
  subtitle: '查找用户，修改角色和市场，强制下线。',
  roleFilter: '角色',
  allRoles: '全部角色',
  searchPlaceholder: '搜索邮箱、昵称或用户 ID',
  user: '用户',
  userId: '用户 ID',
  assignedRole: '分配角色',
  effectiveRole: '当前角色',
  market: '市场',
  expires: '订阅到期',
  lastSeen: '最近活动',
  forceOffline: '强制下线（{{sessions}}）',
  updated: '用户已更新',
  offlineDone: '已结束 {{sessions}} 个会话',
  offlineTitle: '强制该用户下线？',
  offlineText: '{{user}} 的所有会话将立即结束，需要重新登录。',
  offlineConfirm: '强制下线',
  empty: '没有匹配的用户。',
};
