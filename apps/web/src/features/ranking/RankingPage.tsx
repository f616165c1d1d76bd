import { Alert, Box, Button, CircularProgress, Stack, Tab, Tabs, TextField } from '@mui/material';
import { OVERVIEW, RANKING_LISTS, REGIONS, type Region } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { request } from '../../api/request.js';
import { PageHeader } from '../../components/PageHeader.js';
import { errorText } from '../auth/errorText.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { rankingRegionOf } from '../region/regionFilters.js';
import { useRegionFilter } from '../region/useRegion.js';
import { minCapText, parseMinCap } from './formatRankValue.js';
import { RankingList } from './RankingList.js';

/** /apps/ranking/:mincap — the day's ranked lists of each market above a minimum market cap. */
export function RankingPage() {
  const { t } = useTranslation('ranking');
  const [language] = useLanguage();
  const navigate = useNavigate();
  const param = useParams().mincap;
  const mincap = parseMinCap(param);
  const [draft, setDraft] = useState(param ?? String(OVERVIEW.defaultMinCap));
  const [region, setRegion] = useRegionFilter(rankingRegionOf);
  const draftCap = parseMinCap(draft);

  const ranking = useQuery({
    queryKey: ['ranking', mincap],
    queryFn: () => request(callPaths.overview.ranking, { mincap: mincap ?? OVERVIEW.defaultMinCap }),
    enabled: mincap !== null,
  });
  const shown = ranking.data?.regions.find((r) => r.region === region);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/apps/ranking/${encodeURIComponent(draft.trim())}`);
  };

  return (
    <Stack spacing={2} data-testid="ranking-page">
      <PageHeader title={t('title')} subtitle={t('subtitle', { mincap: mincap === null ? (param ?? '') : minCapText(mincap, language) })}>
        <Stack direction="row" spacing={1} component="form" onSubmit={submit}>
          <TextField
            size="small"
            label={t('minCap')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            helperText={draftCap === null ? undefined : minCapText(draftCap, language)}
            slotProps={{ htmlInput: { 'data-testid': 'ranking-mincap' } }}
          />
          <Button type="submit" variant="contained">
            {t('apply')}
          </Button>
        </Stack>
      </PageHeader>
      {mincap === null ? (
        <Alert severity="warning" data-testid="ranking-bad-mincap">
          {t('minCapInvalid', { ns: 'messages' })}
        </Alert>
      ) : (
        <>
          <Tabs value={region} onChange={(_, next: Region) => setRegion(next)} variant="scrollable">
            {REGIONS.map((r) => (
              <Tab key={r} value={r} label={t(`regions.${r}`)} data-testid={`ranking-region-${r}`} />
            ))}
          </Tabs>
          {ranking.isPending && <CircularProgress sx={{ alignSelf: 'center' }} />}
          {ranking.isError && <Alert severity="error">{errorText(ranking.error)}</Alert>}
          {shown && (
            <>
              <Alert severity="info" variant="outlined">
                {t('count', { count: shown.count })}
              </Alert>
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(5, 1fr)' } }}
              >
                {RANKING_LISTS.map((list) => (
                  <RankingList key={list} list={list} rows={shown.lists[list]} />
                ))}
              </Box>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
