import type { en } from './drawingsTexts.en.js';

export const zh: typeof en = {
  tools: {
    trend: '趋势线',
    horizontal: '水平线',
    ray: '射线',
    rectangle: '矩形',
    fibonacci: '斐波那契回撤',
    note: '文字注释',
  },
  magnet: '磁吸：吸附到开盘、最高、最低或收盘价',
  delete: '删除选中的画线（删除键）',
  editText: '修改选中注释的文字（也可双击注释）',
  draw: '画线工具',
  menu: { magnet: '磁吸（吸附到开高低收）', editText: '修改文字', delete: '删除画线' },
  noteTitle: '文字注释',
  noteEditTitle: '修改文字注释',
  noteLabel: '注释内容',
  noteSave: '放置注释',
  noteUpdate: '保存注释',
  hint: {
    one: '在价格图上点击放置，按 Esc 取消',
    two: '先点击第一个点，再点击第二个点；按 Esc 取消',
    oneTouch: '在价格图上轻点放置',
    twoTouch: '先轻点第一个点，再轻点第二个点',
  },
};
