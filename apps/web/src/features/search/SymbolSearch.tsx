import { ArrowDropDown, Search } from '@mui/icons-material';
import { Box } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldStandIn } from '../shell/FieldStandIn.js';
import { searchBoxWidth } from './searchBoxWidth.js';
import { shellPart } from '../shell/shellPart.js';

const SymbolSearchBox = shellPart('SymbolSearchBox');

/**
 * The shell's symbol search, fetched after the first screen (MUI's Autocomplete and text field are most of it);
 * until it arrives a stand-in of the same size and words shows where it will be.
 */
export function SymbolSearch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation('search');
  return (
    <Suspense
      fallback={
        <FieldStandIn width={{ fixed: searchBoxWidth(fullWidth) }} height={40} dimmed>
          <Search fontSize="small" />
          <Box sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>{t('placeholder')}</Box>
          <ArrowDropDown sx={{ mr: '-7px' }} />
        </FieldStandIn>
      }
    >
      <SymbolSearchBox fullWidth={fullWidth} />
    </Suspense>
  );
}
