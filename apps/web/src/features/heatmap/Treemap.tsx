import { Box, Paper, useTheme } from '@mui/material';
import type { HeatmapPeriod, HeatmapTile } from '@signaldesk/contract';
import { type MouseEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLanguage } from '../../i18n/useLanguage.js';
import { useRiseFall } from '../riseFall/useRiseFall.js';
import { drawTreemap } from './drawTreemap.js';
import { TileDetails } from './TileDetails.js';
import { type PlacedTile, treemapLayout } from './treemapLayout.js';

interface Props {
  /** What the canvas shows, for screen readers. */
  label: string;
  tiles: readonly HeatmapTile[];
  period: HeatmapPeriod;
  height: number;
  groupName: (group: string) => string;
  onOpen: (tile: HeatmapTile) => void;
}

/** Where the largest tiles are, written on the element for whoever needs to point at them without the canvas. */
const LISTED_TILES = 20;

/**
 * The treemap painted on one canvas, so a thousand tiles cost one draw; hover and click find the tile
 * under the pointer from the layout. After each paint the element carries data-render-ms (from the
 * start of the layout to the end of the paint), data-render-count and the places of the largest tiles.
 */
export function Treemap({ label, tiles, period, height, groupName, onOpen }: Props) {
  const theme = useTheme();
  const colours = useRiseFall();
  const [language] = useLanguage();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);
  const [hovered, setHovered] = useState<{ placed: PlacedTile; x: number; y: number } | null>(null);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const started = useMemo(() => (tiles.length > 0 && width > 0 ? performance.now() : 0), [tiles, width]);
  const layout = useMemo(
    () => (width > 0 ? treemapLayout(tiles, width, height) : { groups: [], tiles: [] }),
    [tiles, width, height],
  );

  useLayoutEffect(() => {
    if (!canvas.current || width === 0) return;
    drawTreemap(canvas.current, layout, period, width, height, {
      background: theme.palette.background.default,
      text: theme.palette.text.primary,
      colours,
      groupName,
      language,
    });
    if (started === 0 || !box.current) return;
    box.current.dataset.renderMs = (performance.now() - started).toFixed(1);
    box.current.dataset.renderCount = String(layout.tiles.length);
    box.current.dataset.tiles = JSON.stringify(
      layout.tiles
        .slice(0, LISTED_TILES)
        .map(({ tile, x, y, width: w, height: h }) => ({ symbol: tile.symbol, x, y, width: w, height: h })),
    );
  }, [layout, period, width, height, groupName, theme, colours, language, started]);

  const tileAt = (event: MouseEvent) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect) return null;
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    const placed = layout.tiles.find((p) => x >= p.x && x < p.x + p.width && y >= p.y && y < p.y + p.height);
    return placed ? { placed, x, y } : null;
  };

  return (
    <Box
      ref={box}
      data-testid="heatmap"
      sx={{ position: 'relative', height, width: '100%', overflow: 'hidden', cursor: hovered ? 'pointer' : 'default' }}
      onMouseMove={(event) => setHovered(tileAt(event))}
      onMouseLeave={() => setHovered(null)}
      onClick={(event) => {
        const hit = tileAt(event);
        if (hit) onOpen(hit.placed.tile);
      }}
    >
      <canvas ref={canvas} role="img" aria-label={label} style={{ width, height, display: 'block' }} />
      {hovered && (
        <Paper
          elevation={6}
          data-testid="heatmap-hover"
          sx={{
            position: 'absolute',
            pointerEvents: 'none',
            p: 1,
            zIndex: 1,
            left: Math.min(hovered.x + 12, Math.max(0, width - 220)),
            top: Math.min(hovered.y + 12, Math.max(0, height - 130)),
            width: 208,
          }}
        >
          <TileDetails tile={hovered.placed.tile} />
        </Paper>
      )}
    </Box>
  );
}
