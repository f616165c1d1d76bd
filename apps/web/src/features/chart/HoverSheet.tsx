import { Paper, Stack, Typography } from '@mui/material';
import type { ChartCandle, Duration, Language } from '@signaldesk/contract';
import type { FieldDef, Group } from '@signaldesk/indicators';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldList } from './FieldList.js';
import { formatBarTime } from './formatBarTime.js';

interface Props {
  candle: ChartCandle;
  symbol: string;
  fields: readonly FieldDef[];
  timeZone: string;
  duration: Duration;
  language: Language;
}

/** Every value of the candle under the pointer (the window's last one otherwise), grouped as the catalogue is. */
export const HoverSheet = memo(function HoverSheet({ candle, symbol, fields, timeZone, duration, language }: Props) {
  const { t } = useTranslation('chart');
  const groups = new Map<Group, FieldDef[]>();
  for (const field of fields) groups.set(field.group, [...(groups.get(field.group) ?? []), field]);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mt: 1 }} data-testid="hover-sheet" data-ts={candle.ts}>
      <Typography variant="subtitle2" gutterBottom>
        {t('hoverSheet', { time: formatBarTime(candle.ts, timeZone, duration, language) })}
      </Typography>
      <Stack spacing={1}>
        {[...groups].map(([group, list]) => (
          <div key={group}>
            <Typography variant="overline" color="text.secondary">
              {t(`groups.${group}`)}
            </Typography>
            <FieldList fields={list} candle={candle} symbol={symbol} language={language} cellWidth={230} />
          </div>
        ))}
      </Stack>
    </Paper>
  );
});
