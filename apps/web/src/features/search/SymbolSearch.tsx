import { Search } from '@mui/icons-material';
import { InputAdornment, TextField } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { searchBoxWidth } from './searchBoxWidth.js';

const SymbolSearchBox = lazy(() => import('./SymbolSearchBox.js').then(({ SymbolSearchBox }) => ({ default: SymbolSearchBox })));

/**
 * The shell's symbol search, fetched after the first screen (MUI's Autocomplete is most of it); until it arrives a
 * field of the same size and words stands in, not yet usable.
 */
export function SymbolSearch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation('search');
  const standIn = (
    <TextField
      size="small"
      disabled
      placeholder={t('placeholder')}
      sx={{ width: searchBoxWidth(fullWidth) }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
  return (
    <Suspense fallback={standIn}>
      <SymbolSearchBox fullWidth={fullWidth} />
    </Suspense>
  );
}
