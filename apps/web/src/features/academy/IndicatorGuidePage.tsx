import { Box, Chip, Link, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { indicatorGuide } from './indicatorGuide.js';

/** /apps/academy/guide: what every analysis field means, generated from the engine's catalogue. */
export function IndicatorGuidePage() {
  const { t } = useTranslation(['academy', 'chart']);
  const [lang] = useLanguage();
  const sections = useMemo(() => indicatorGuide(lang, t('guide.unbounded')), [lang, t]);
  const count = sections.reduce((sum, section) => sum + section.fields.length, 0);

  return (
    <Stack spacing={3} data-testid="indicator-guide">
      <PageHeader title={t('guide.title')} subtitle={t('guide.subtitle', { count })}>
        <Link component={RouterLink} to="/apps/academy/courses">
          {t('backToCourses')}
        </Link>
      </PageHeader>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {sections.map((section) => (
          <Chip key={section.group} component="a" href={`#${section.group}`} clickable label={t(`guide.groups.${section.group}`)} />
        ))}
      </Stack>
      {sections.map((section) => (
        <Box key={section.group} component="section" id={section.group} sx={{ scrollMarginTop: 80 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {t(`guide.groups.${section.group}`)}
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('guide.id')}</TableCell>
                  <TableCell>{t('guide.unit')}</TableCell>
                  <TableCell>{t('guide.range')}</TableCell>
                  <TableCell>{t('guide.durations')}</TableCell>
                  <TableCell>{t('guide.meaning')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {section.fields.map((field) => (
                  <TableRow key={field.id} data-testid="guide-field" data-field-id={field.id}>
                    <TableCell sx={{ minWidth: 160 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {field.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                        {field.id}
                      </Typography>
                    </TableCell>
                    <TableCell>{t(`guide.units.${field.unit}`)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{field.range ?? '—'}</TableCell>
                    <TableCell>
                      {field.durations?.map((duration) => t(`chart:durations.${duration}`)).join(', ') ?? t('guide.allDurations')}
                    </TableCell>
                    <TableCell>
                      {field.meaning}
                      {field.values.length > 0 && (
                        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2 }}>
                          {field.values.map((value) => (
                            <li key={value.code}>
                              <code>{value.code}</code> {value.label}
                            </li>
                          ))}
                        </Box>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      ))}
    </Stack>
  );
}
