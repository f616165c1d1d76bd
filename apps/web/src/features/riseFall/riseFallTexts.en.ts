export const en = {
  title: 'Rise/fall colours',
  greenUp: 'Green up, red down',
  redUp: 'Red up, green down',
};
