import { Chip, Paper, Stack, Typography } from '@mui/material';
import { INDEX_LISTS } from '@signaldesk/market-data/universe';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../../../i18n/useLanguage.js';
import { listTitle, signalBoardPath } from './signalWords.js';

/** The way from the cloud screen to each index list's signal board. */
export function SignalListLinks() {
  const { t } = useTranslation('cloud');
  const [language] = useLanguage();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="signal-lists">
      <Typography variant="h6" component="h2">
        {t('signals.section.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('signals.section.help')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {INDEX_LISTS.map((list) => (
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
