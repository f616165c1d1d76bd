import { Box, Stack, Typography } from '@mui/material';
import type { ChartCandle, Duration, Language } from '@signaldesk/contract';
import { formatFieldValue, priceDigits } from '@signaldesk/format';
import type { FieldDef } from '@signaldesk/indicators';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBarTime } from './formatBarTime.js';

interface Props {
  candle: ChartCandle;
  symbol: string;
  fields: readonly FieldDef[];
  timeZone: string;
  duration: Duration;
  language: Language;
}

const BAR_FIELDS = ['candle.close', 'candle.updown', 'candle.volume'];

/** The latest bar over the chart's top-left corner, above the price pane's legend, which carries the lines' values. */
export const StaticSheet = memo(function StaticSheet({ candle, symbol, fields, timeZone, duration, language }: Props) {
  const { t } = useTranslation('chart');
  const byId = new Map(fields.map((field) => [field.id, field]));
  const shown = BAR_FIELDS.filter((id) => byId.has(id));
  const digits = priceDigits(candle['candle.close'] ?? 0, symbol);
  return (
    <Box data-testid="static-sheet">
      <Typography variant="caption" color="text.secondary">
        {t('staticSheet', { time: formatBarTime(candle.ts, timeZone, duration, language) })}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1.5 }}>
        {shown.map((id) => {
          const field = byId.get(id)!;
          return (
            <Typography key={id} variant="caption" data-field={id}>
              {`${field.name[language]} ${formatFieldValue(field, candle[id] ?? null, language, digits)}`}
            </Typography>
          );
        })}
      </Stack>
    </Box>
  );
});
