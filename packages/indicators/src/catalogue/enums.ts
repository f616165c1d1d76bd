import type { EnumValue } from './types';

const v = (value: number, code: string, en: string, zh: string): EnumValue => ({ value, code, label: { en, zh } });

export const BAND_ORDER = [
  v(-1, 'bear', 'bear order (10 < 30 < 60 < 120)', '空头排列'),
  v(0, 'none', 'no order', '无序'),
  v(1, 'bull', 'bull order (10 > 30 > 60 > 120)', '多头排列'),
] as const;

export const TREND = [
  v(0, 'unknown', 'unknown', '未知'),
  v(2, 'bear', 'bear', '空头'),
  v(3, 'bull', 'bull', '多头'),
] as const;

export const ROUTE = [
  v(0, 'unknown', 'unknown', '未知'),
  v(2, 'up', 'up', '上涨'),
  v(3, 'retracement', 'retracement', '回调'),
  v(4, 'sideways', 'sideways', '横盘'),
  v(5, 'down', 'down', '下跌'),
  v(6, 'rebound', 'rebound', '反弹'),
] as const;

export const CROSS = [v(0, 'none', 'no cross', '无'), v(1, 'cross', 'crosses on this bar', '本根交叉')] as const;

/** Quadrant (phase) codes 1 to 4 stand for A to D. */
export const QUADRANT = [
  v(1, 'A', 'A: deep green, column below zero and falling', 'A：深绿，柱在零下且下降'),
  v(2, 'B', 'B: light green, column below zero and rising', 'B：浅绿，柱在零下且回升'),
  v(3, 'C', 'C: deep red, column above zero and rising', 'C：深红，柱在零上且上升'),
  v(4, 'D', 'D: light red, column above zero and falling', 'D：浅红，柱在零上且回落'),
] as const;

export const STAGE = [
  v(0, '-', 'none: fast line or column exactly zero', '无：快线或柱恰为零'),
  v(1, 'a', 'a: fast line above 0, column above 0', 'a：快线在零上，柱在零上'),
  v(2, 'b', 'b: fast line above 0, column below 0', 'b：快线在零上，柱在零下'),
  v(3, 'c', 'c: fast line below 0, column below 0', 'c：快线在零下，柱在零下'),
  v(4, 'd', 'd: fast line below 0, column above 0', 'd：快线在零下，柱在零上'),
] as const;

export const DIVERGE = [
  v(-1, 'bottom', 'bottom divergence', '底背离'),
  v(0, 'none', 'none', '无'),
  v(1, 'top', 'top divergence', '顶背离'),
] as const;

export const SIGNAL = [
  v(-1, 'death', 'death cross: fast line crosses below slow', '死叉'),
  v(0, 'none', 'no cross', '无'),
  v(1, 'golden', 'golden cross: fast line crosses above slow', '金叉'),
] as const;

export const AWL = [
  v(-1, 'below', 'fast line below slow: blue on a light red band', '快线在慢线下：蓝线浅红带'),
  v(1, 'above', 'fast line above slow: brown on a light green band', '快线在慢线上：棕线浅绿带'),
] as const;
