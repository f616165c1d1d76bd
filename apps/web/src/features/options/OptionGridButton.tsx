import { TableChart } from '@mui/icons-material';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../shell/useOpenedOnce.js';
import { showsOptionGrid } from './showsOptionGrid.js';

// The option chain loads when first opened, so the chart does not wait for it.
const OptionGridSheet = lazy(() => import('./OptionGridSheet.js').then(({ OptionGridSheet }) => ({ default: OptionGridSheet })));

/** The chart toolbar's option-grid button; absent where the market has no listed options or no symbol is set. */
export function OptionGridButton({ symbol }: { symbol: string | undefined }) {
  const { t } = useTranslation('options');
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  if (!symbol || !showsOptionGrid(symbol)) return null;
  return (
    <>
      <Tooltip title={t('open')}>
        <IconButton size="small" onClick={() => setOpen(true)} aria-label={t('open')} data-testid="option-grid-button">
          <TableChart fontSize="small" />
        </IconButton>
      </Tooltip>
      <Suspense>{opened && <OptionGridSheet key={symbol} symbol={symbol} open={open} onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}
