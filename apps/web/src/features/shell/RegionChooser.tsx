import { ArrowDropDown } from '@mui/icons-material';
import { Box } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegion } from '../region/useRegion.js';
import { FieldStandIn } from './FieldStandIn.js';
import { shellPart } from './shellPart.js';

export const REGION_CHOOSER_WIDTH = 110;
export const REGION_CHOOSER_HEIGHT = 36;

const RegionSelect = shellPart('RegionSelect');

/** The market region the screens follow; the select arrives after the first screen, its stand-in shows the region. */
export function RegionChooser() {
  const { t } = useTranslation('shell');
  const region = useRegion();
  return (
    <Suspense
      fallback={
        <FieldStandIn width={{ least: REGION_CHOOSER_WIDTH }} height={REGION_CHOOSER_HEIGHT} dimmed={false}>
          <Box sx={{ flex: 1, mr: -1 }}>{t(`markets.${region}`)}</Box>
          <ArrowDropDown sx={{ mr: '-7px' }} />
        </FieldStandIn>
      }
    >
      <RegionSelect />
    </Suspense>
  );
}
