import { TableChart } from '@mui/icons-material';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionGridSheet } from './OptionGridSheet.js';
import { showsOptionGrid } from './showsOptionGrid.js';

/** The chart toolbar's option-grid button; absent where the market has no listed options or no symbol is set. */
export function OptionGridButton({ symbol }: { symbol: string | undefined }) {
  const { t } = useTranslation('options');
  const [open, setOpen] = useState(false);
  if (!symbol || !showsOptionGrid(symbol)) return null;
  return (
    <>
      <Tooltip title={t('open')}>
        <IconButton size="small" onClick={() => setOpen(true)} aria-label={t('open')} data-testid="option-grid-button">
          <TableChart fontSize="small" />
        </IconButton>
      </Tooltip>
      <OptionGridSheet key={symbol} symbol={symbol} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
