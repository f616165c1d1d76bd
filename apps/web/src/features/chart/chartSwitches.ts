import { createStore } from '../../app/createStore.js';

/** Spec §2's local display switches besides help lines, which the shell's toolbar flag (localFlags.helpLine) keeps. */
export interface ChartSwitches {
  sine: boolean;
  chord: boolean;
  kd: boolean;
  volume: boolean;
  hoverSheet: boolean;
  staticSheet: boolean;
  sidebarSheet: boolean;
  flipY: boolean;
  trendline: boolean;
  screen: boolean;
  ladder: boolean;
  replay: boolean;
}

/** The spec's defaults; ladder off means the matrix, the default overlay; replay is on by default (spec §1). */
const DEFAULTS: ChartSwitches = {
  sine: true,
  chord: true,
  kd: true,
  volume: true,
  hoverSheet: true,
  staticSheet: true,
  sidebarSheet: true,
  flipY: false,
  trendline: false,
  screen: false,
  ladder: false,
  replay: true,
};

const keyOf = (name: keyof ChartSwitches) => `chart.${name}`;
/** The KD and volume panes were once one switch; a choice stored under it still holds for both until either is changed. */
const KD_AND_VOLUME = 'chart.kdvol';

function stored(): ChartSwitches {
  const switches = { ...DEFAULTS };
  for (const name of Object.keys(DEFAULTS) as (keyof ChartSwitches)[]) {
    const value = localStorage.getItem(keyOf(name)) ?? (name === 'kd' || name === 'volume' ? localStorage.getItem(KD_AND_VOLUME) : null);
    if (value !== null) switches[name] = value === '1';
  }
  return switches;
}

const store = createStore<ChartSwitches>(stored());

/** The chart's display switches, persisted in localStorage one key each so a reload keeps them. */
export const chartSwitches = {
  get: store.get,
  subscribe: store.subscribe,
  set(next: ChartSwitches): void {
    for (const name of Object.keys(next) as (keyof ChartSwitches)[]) localStorage.setItem(keyOf(name), next[name] ? '1' : '0');
    store.set(next);
  },
  toggle(name: keyof ChartSwitches): void {
    chartSwitches.set({ ...store.get(), [name]: !store.get()[name] });
  },
};
