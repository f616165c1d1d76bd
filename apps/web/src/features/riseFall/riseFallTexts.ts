const en = {
  title: 'Rise/fall colours',
  greenUp: 'Green up, red down',
  redUp: 'Red up, green down',
};

export const riseFallTexts: { en: typeof en; zh: typeof en } = {
  en,
  zh: {
    title: '涨跌颜色',
    greenUp: '绿涨红跌',
    redUp: '红涨绿跌',
  },
};
