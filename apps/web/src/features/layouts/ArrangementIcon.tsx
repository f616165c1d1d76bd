import { Box } from '@mui/material';
import type { LayoutArrangement } from '@signaldesk/contract';
import { arrangementGrid, chartArea, chartsOf } from './arrangement.js';

/** The arrangement drawn small, from the same grid that places its charts. */
export function ArrangementIcon({ arrangement }: { arrangement: LayoutArrangement }) {
  const grid = arrangementGrid(arrangement);
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        width: 22,
        height: 16,
        gap: '2px',
        gridTemplateColumns: grid.templateColumns,
        gridTemplateRows: `repeat(${grid.rows}, 1fr)`,
        gridTemplateAreas: grid.templateAreas,
      }}
    >
      {Array.from({ length: chartsOf(arrangement) }, (_, index) => (
        <Box key={chartArea(index)} sx={{ gridArea: chartArea(index), border: 1.5, borderColor: 'currentColor', borderRadius: '2px' }} />
      ))}
    </Box>
  );
}
