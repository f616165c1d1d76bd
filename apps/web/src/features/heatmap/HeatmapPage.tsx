import { Alert, CircularProgress, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { HEATMAP_GROUPS, HEATMAP_PERIODS, type HeatmapGroup, type HeatmapPeriod, type HeatmapTile, isSector, MARKETS, SECTOR_NAMES } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { request } from '../../api/request.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { errorText } from '../auth/errorText.js';
import { regionItself } from '../region/regionFilters.js';
import { useRegionFilter } from '../region/useRegion.js';
import { Treemap } from './Treemap.js';

const HEIGHT = 640;

function Choice<T extends string>({
  label,
  value,
  options,
  text,
  onChange,
  testId,
}: {
  label: string;
  value: T;
  options: readonly T[];
  text: (option: T) => string;
  onChange: (next: T) => void;
  testId: string;
}) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <ToggleButtonGroup size="small" exclusive value={value} onChange={(_, next: T | null) => next && onChange(next)}>
        {options.map((option) => (
          <ToggleButton key={option} value={option} data-testid={`${testId}-${option}`}>
            {text(option)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

/** /apps/heatmap — the market as a treemap: size is market cap, colour the change over the period. */
export function HeatmapPage() {
  const { t } = useTranslation('heatmap');
  const navigate = useNavigate();
  const [language] = useLanguage();
  const [region, setRegion] = useRegionFilter(regionItself);
  const [period, setPeriod] = useState<HeatmapPeriod>('1d');
  const [group, setGroup] = useState<HeatmapGroup>('sector');

  const heatmap = useQuery({
    queryKey: ['heatmap', region, period, group],
    queryFn: () => request(callPaths.overview.heatmap, { region, period, group }),
  });
  // A sector group is a GICS sector id, or the editors' own wording, shown as they wrote it.
  const groupName = useCallback(
    (name: string) => {
      if (group === 'type') return t(`types.${name}`, { defaultValue: name });
      if (name === '') return t('unclassified');
      return isSector(name) ? SECTOR_NAMES[name][language] : name;
    },
    [group, t, language],
  );
  const open = useCallback(
    (tile: HeatmapTile) => navigate(`/apps/quote/folder/${tile.region.toLowerCase()}/${encodeURIComponent(tile.symbol)}`),
    [navigate],
  );

  return (
    <Stack spacing={2} data-testid="heatmap-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Choice
          label={t('region')}
          value={region}
          options={MARKETS}
          text={(r) => t(`regions.${r}`)}
          onChange={setRegion}
          testId="heatmap-region"
        />
        <Choice
          label={t('period')}
          value={period}
          options={HEATMAP_PERIODS}
          text={(p) => t(`periods.${p}`)}
          onChange={setPeriod}
          testId="heatmap-period"
        />
        <Choice
          label={t('group')}
          value={group}
          options={HEATMAP_GROUPS}
          text={(g) => t(`groups.${g}`)}
          onChange={setGroup}
          testId="heatmap-group"
        />
      </Stack>
      {heatmap.isPending && <CircularProgress sx={{ alignSelf: 'center' }} />}
      {heatmap.isError && <Alert severity="error">{errorText(heatmap.error)}</Alert>}
      {heatmap.data && heatmap.data.tiles.length === 0 && <Alert severity="info">{t('empty')}</Alert>}
      {heatmap.data && heatmap.data.tiles.length > 0 && (
        <Paper variant="outlined" sx={{ p: 0.5 }}>
          <Treemap
            label={t('title')}
            tiles={heatmap.data.tiles}
            period={heatmap.data.period}
            height={HEIGHT}
            groupName={groupName}
            onOpen={open}
          />
        </Paper>
      )}
    </Stack>
  );
}
