import { Close, Search } from '@mui/icons-material';
import { IconButton, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SymbolSearch } from '../search/SymbolSearch.js';
import { ShellTooltip } from './ShellTooltip.js';

/** On a phone the symbol search is an icon that opens a field across the whole app bar. */
export function PhoneSearch() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  // The field belongs to the page it was opened on: a pick opens the stock's quote screen, and the field has done its work.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  if (!open) {
    return (
      <ShellTooltip title={t('openSearch')}>
        <IconButton color="inherit" onClick={() => setOpenOn(pathname)} aria-label={t('openSearch')} data-testid="phone-search">
          <Search />
        </IconButton>
      </ShellTooltip>
    );
  }
  return (
    <Stack
      direction="row"
      sx={{ position: 'absolute', inset: 0, zIndex: 1, alignItems: 'center', gap: 0.5, px: 1, bgcolor: 'background.paper' }}
      data-testid="phone-search-field"
    >
      <SymbolSearch fullWidth />
      <IconButton color="inherit" onClick={() => setOpenOn(null)} aria-label={t('closeSearch')} data-testid="phone-search-close">
        <Close />
      </IconButton>
    </Stack>
  );
}
