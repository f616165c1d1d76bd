import { Star, StarBorder } from '@mui/icons-material';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Importance 1 to 3 as stars, named for screen readers. */
export function ImportanceStars({ importance }: { importance: 1 | 2 | 3 }) {
  const { t } = useTranslation('calendar');
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', color: importance === 3 ? 'error.main' : 'warning.main' }}
      aria-label={t(`importanceLevels.${importance}`)}
      title={t(`importanceLevels.${importance}`)}
      data-importance={importance}
    >
      {[1, 2, 3].map((n) =>
        n <= importance ? <Star key={n} sx={{ fontSize: 16 }} /> : <StarBorder key={n} sx={{ fontSize: 16 }} />,
      )}
    </Box>
  );
}
