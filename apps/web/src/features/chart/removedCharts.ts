import type { IChartApi } from 'lightweight-charts';

/**
 * Charts taken off the page. A chart is built again when its panes change, and in that commit the hooks that set up
 * on the old one still hold it: their cleanups, and their setups run once more before they hear of the new chart,
 * must leave a removed chart alone, whose every call throws "Object is disposed".
 */
const removed = new WeakSet<IChartApi>();

export function removeChart(api: IChartApi): void {
  removed.add(api);
  api.remove();
}

export const isRemoved = (api: IChartApi): boolean => removed.has(api);
