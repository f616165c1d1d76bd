const en = {
  placeholder: 'Search symbol or name',
  label: 'Search stocks',
};

export const searchTexts: { en: typeof en; zh: typeof en } = {
  en,
  zh: {
    placeholder: '搜索代码或名称',
    label: '搜索股票',
  },
};
