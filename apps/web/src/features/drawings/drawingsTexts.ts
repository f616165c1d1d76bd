const en = {
  tools: {
    trend: 'Trend line',
    horizontal: 'Horizontal line',
    ray: 'Ray',
    rectangle: 'Rectangle',
    fibonacci: 'Fibonacci retracement',
    note: 'Text note',
  },
  magnet: 'Magnet: snap to open, high, low or close',
  delete: 'Delete the selected drawing (Delete key)',
  editText: "Edit the selected note's text (or double-click the note)",
  draw: 'Drawing tools',
  /** The phone's drawing menu, where no key stands behind a command. */
  menu: { magnet: 'Magnet (snap to open, high, low, close)', editText: 'Edit text', delete: 'Delete drawing' },
  noteTitle: 'Text note',
  noteEditTitle: 'Edit text note',
  noteLabel: 'Note',
  noteSave: 'Place note',
  noteUpdate: 'Save note',
  hint: {
    one: 'Click on the price pane to place it, Esc cancels',
    two: 'Click the first point, then the second; Esc cancels',
    oneTouch: 'Tap the price pane to place it',
    twoTouch: 'Tap the first point, then the second',
  },
};

/** The chart's drawing tools. */
export const drawingsTexts: { en: typeof en; zh: typeof en } = {
  en,
  zh: {
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
  },
};
