import { Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../../../i18n/useLanguage.js';
import { RegionFilter } from '../../region/RegionFilter.js';
import { regionItself } from '../../region/regionFilters.js';
import { useRegionFilter } from '../../region/useRegion.js';
import { signalListsOf } from './signalListsOf.js';
import { listTitle, signalBoardPath } from './signalWords.js';

/** The way from the cloud screen to the signal board of each index list of the region. */
export function SignalListLinks() {
  const { t } = useTranslation('cloud');
  const [language] = useLanguage();
  const [region, setRegion] = useRegionFilter(regionItself);
  const lists = signalListsOf(region);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="signal-lists">
      <Typography variant="h6" component="h2">
        {t('signals.section.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('signals.section.help')}
      </Typography>
      <RegionFilter value={region} onChange={setRegion} testId="signal-lists-region" />
      {lists.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="signal-lists-none">
          {t('signals.section.noList', { region: t(`shell:markets.${region}`) })}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        {lists.map((list) => (
          <Chip
            key={list.slug}
            clickable
            component={RouterLink}
            to={signalBoardPath(list.slug)}
            label={listTitle(list.slug, language)}
            data-testid={`signal-list-${list.slug}`}
          />
        ))}
      </Stack>
    </Paper>
  );
}
