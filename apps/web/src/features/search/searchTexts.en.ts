export const en = {
  placeholder: 'Search symbol or name',
  label: 'Search stocks',
};
