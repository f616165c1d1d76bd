import { AWL, DIVERGE, QUADRANT, SIGNAL, STAGE } from './enums';
import { ALL, field, SEEK, text } from './field';
import type { Text } from './types';

export type Wave = 'sine' | 'chord';

/** MACD-shaped (fast, slow, signal) periods; chord is the wave one timeframe up, on the chart's own bars. */
export const WAVE_PERIODS = {
  sine: { fast: 12, slow: 26, smooth: 9 },
  chord: { fast: 60, slow: 130, smooth: 45 },
} as const;

/** Bars of the column's absolute mean that normalises `arean`. */
export const AREA_NORM_BARS = 120;

const WAVE_NAME: Record<Wave, Text> = { sine: text('small wave', '小波'), chord: text('large wave', '大波') };

export function waveFields<const W extends Wave>(w: W) {
  const { fast, slow, smooth } = WAVE_PERIODS[w];
  const line = slow - 1;
  const column = slow + smooth - 2;
  const name = (en: string, zh: string) => text(`${en} (${WAVE_NAME[w].en})`, `${WAVE_NAME[w].zh}${zh}`);
  const price = { unit: 'price', range: { min: null, max: null } } as const;
  const ratio = { unit: 'ratio', range: { min: null, max: null } } as const;
  const altitude = (of: string, zh: string) =>
    text(
      `Extreme of the ${of} in this column run over the previous same-sign run's; 0.5 to 0.6 starts a reversal, 0.8 to 1.0 is a near-certain fake.`,
      `本段同号柱中${zh}极值与上一段同号柱极值之比；0.5至0.6为反转开始，0.8至1.0多为假波。`,
    );
  return [
    field(w, 'kfast', {
      name: name('Fast line', '快线'),
      ...price,
      durations: ALL,
      meaning: text(`EMA(C, ${fast}) - EMA(C, ${slow}).`, `收盘价${fast}与${slow}周期指数平均之差。`),
      warmUp: line,
    }),
    field(w, 'kslow', {
      name: name('Slow line', '慢线'),
      ...price,
      durations: ALL,
      meaning: text(`EMA of the fast line over ${smooth} bars; drawn green.`, `快线的${smooth}周期指数平均，绿色。`),
      warmUp: column,
    }),
    field(w, 'bar', {
      name: name('Column', '柱'),
      ...price,
      durations: ALL,
      meaning: text('2 × (fast - slow): red above zero, green below.', '2×(快线-慢线)：零上为红，零下为绿。'),
      warmUp: column,
    }),
    field(w, 'quadrant', {
      name: name('Quadrant', '象限'),
      unit: 'enum',
      range: { min: 1, max: 4 },
      values: QUADRANT,
      multiple: true,
      durations: ALL,
      meaning: text(
        'Phase from the column colour; moves only A→B, B→A or C, C→D, D→C or A.',
        '由柱颜色定相位；只按A→B、B→A或C、C→D、D→C或A转换。',
      ),
      warmUp: column + 1,
    }),
    field(w, 'stage', {
      name: name('Stage', '区间'),
      unit: 'enum',
      range: { min: 0, max: 4 },
      values: STAGE,
      multiple: true,
      durations: ALL,
      meaning: text('Sub-range from the signs of the fast line and the column.', '由快线和柱的正负确定的子区间。'),
      warmUp: column,
    }),
    field(w, 'step', {
      name: name('Step', '前一象限'),
      unit: 'enum',
      range: { min: 1, max: 4 },
      values: QUADRANT,
      durations: SEEK,
      meaning: text('The quadrant the wave came from before the current one.', '进入当前象限之前所在的象限。'),
      warmUp: 'data',
    }),
    field(w, 'area', {
      name: name('Area', '面积'),
      ...price,
      durations: ALL,
      meaning: text('Signed sum of the column over the current same-sign run.', '当前同号柱段的柱值之和（带符号）。'),
      warmUp: column,
    }),
    field(w, 'arean', {
      name: name('Normalised area', '归一面积'),
      ...ratio,
      durations: ALL,
      meaning: text(
        `Area over the mean absolute column of the last ${AREA_NORM_BARS} bars.`,
        `面积除以最近${AREA_NORM_BARS}根柱绝对值的平均。`,
      ),
      warmUp: column + AREA_NORM_BARS - 1,
    }),
    field(w, 'RDAltitude', {
      name: name('Fast line altitude', '快线高度系数'),
      ...ratio,
      durations: ALL,
      meaning: altitude('fast line', '快线'),
      warmUp: 'data',
    }),
    field(w, 'RSAltitude', {
      name: name('Slow line altitude', '慢线高度系数'),
      ...ratio,
      durations: ALL,
      meaning: altitude('slow line', '慢线'),
      warmUp: 'data',
    }),
    field(w, 'RBAltitude', {
      name: name('Column altitude', '柱高度系数'),
      ...ratio,
      durations: ALL,
      meaning: altitude('column', '柱'),
      warmUp: 'data',
    }),
    field(w, 'diverge', {
      name: name('Divergence', '背离'),
      unit: 'enum',
      range: { min: -1, max: 1 },
      values: DIVERGE,
      durations: ALL,
      meaning: text(
        'Top: a higher high than the previous red run with a lower fast-line peak; bottom: the mirror.',
        '顶背离：价格高点高于上一段红柱而快线峰值更低；底背离相反。',
      ),
      warmUp: column,
    }),
    field(w, 'signal', {
      name: name('Cross signal', '交叉信号'),
      unit: 'enum',
      range: { min: -1, max: 1 },
      values: SIGNAL,
      durations: ALL,
      meaning: text('1 on a golden cross of fast over slow, -1 on a death cross.', '快线上穿慢线为1（金叉），下穿为-1（死叉）。'),
      warmUp: column + 1,
    }),
    field(w, 'shortBand', {
      name: name('Short band', '空方带'),
      unit: 'price',
      range: { min: 0, max: null },
      durations: ALL,
      meaning: text('Width of the light red band: slow minus fast while fast is below, else 0.', '浅红带宽：快线在慢线下时为慢线减快线，否则为0。'),
      warmUp: column,
    }),
    field(w, 'longBand', {
      name: name('Long band', '多方带'),
      unit: 'price',
      range: { min: 0, max: null },
      durations: ALL,
      meaning: text('Width of the light green band: fast minus slow while fast is above, else 0.', '浅绿带宽：快线在慢线上时为快线减慢线，否则为0。'),
      warmUp: column,
    }),
    field(w, 'showAwl', {
      name: name('Fast line side', '快线位置'),
      unit: 'enum',
      range: { min: -1, max: 1 },
      values: AWL,
      durations: ALL,
      meaning: text('1 when the fast line is at or above the slow line, -1 below; picks the colours.', '快线不低于慢线为1，低于为-1；决定配色。'),
      warmUp: column,
    }),
  ];
}
