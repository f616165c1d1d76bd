import type { HeatmapTile } from '@signaldesk/contract';
import { hierarchy, treemap, treemapSquarify } from 'd3-hierarchy';

export interface PlacedTile {
  tile: HeatmapTile;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedGroup {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TreemapLayout {
  groups: PlacedGroup[];
  tiles: PlacedTile[];
}

interface Node {
  name: string;
  tile?: HeatmapTile;
  children?: Node[];
}

/** Room for a group's name above its tiles. */
export const GROUP_HEADER = 18;

/** Squarified treemap of the tiles in their groups, areas proportional to market cap. */
export function treemapLayout(tiles: readonly HeatmapTile[], width: number, height: number): TreemapLayout {
  const byGroup = new Map<string, Node[]>();
  for (const tile of tiles) {
    const list = byGroup.get(tile.group) ?? [];
    list.push({ name: tile.symbol, tile });
    byGroup.set(tile.group, list);
  }
  const root = hierarchy<Node>({ name: '', children: [...byGroup].map(([name, children]) => ({ name, children })) })
    .sum((node) => node.tile?.cap ?? 0)
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
  const laid = treemap<Node>()
    .tile(treemapSquarify)
    .size([width, height])
    .paddingOuter(1)
    .paddingTop((node) => (node.depth === 1 ? GROUP_HEADER : 1))
    .paddingInner(1)(root);
  const groups: PlacedGroup[] = (laid.children ?? []).map((group) => ({
    name: group.data.name,
    x: group.x0,
    y: group.y0,
    width: group.x1 - group.x0,
    height: group.y1 - group.y0,
  }));
  const placed: PlacedTile[] = laid
    .leaves()
    .flatMap((leaf) =>
      leaf.data.tile
        ? [{ tile: leaf.data.tile, x: leaf.x0, y: leaf.y0, width: leaf.x1 - leaf.x0, height: leaf.y1 - leaf.y0 }]
        : [],
    );
  return { groups, tiles: placed };
}
