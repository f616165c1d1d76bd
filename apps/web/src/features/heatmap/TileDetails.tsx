import { Stack, Typography } from '@mui/material';
import type { HeatmapTile } from '@signaldesk/contract';
import { formatCap, formatPercent, formatPrice } from '@signaldesk/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';

/** What the hover card says about one tile: name, cap, close and change. */
export function TileDetails({ tile }: { tile: HeatmapTile }) {
  const { t } = useTranslation('heatmap');
  const [language] = useLanguage();
  const cap = formatCap(tile.cap * 1e6, language);
  return (
    <Stack spacing={0.25}>
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
        {tile.symbol}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap>
        {language === 'zh' && tile.cnname ? tile.cnname : tile.name}
      </Typography>
      <Typography variant="body2">
        {t('cap')}: {cap}
      </Typography>
      <Typography variant="body2">
        {t('close')}: {tile.close === null ? '—' : formatPrice(tile.close, language, 0, tile.symbol)}
      </Typography>
      <Typography variant="body2" data-testid="heatmap-hover-change">
        {t('change')}: {tile.change === null ? t('noChange') : formatPercent(tile.change, language)}
      </Typography>
    </Stack>
  );
}
