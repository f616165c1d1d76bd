import { Paper, Stack, Typography } from '@mui/material';
import type { ChartCandle, Language } from '@signaldesk/contract';
import type { FieldDef } from '@signaldesk/indicators';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldList } from './FieldList.js';
import { sidebarFieldIds } from './sidebarFieldIds.js';

const SIDEBAR_IDS: ReadonlySet<string> = new Set(sidebarFieldIds);

/** The latest candle's analysis beside the chart: the fields a trader reads first, named from the catalogue. */
interface Props {
  candle: ChartCandle;
  symbol: string;
  fields: readonly FieldDef[];
  language: Language;
  /** The button that hides the sheet, at the right of its title. */
  action: ReactNode;
}

export const SidebarSheet = memo(function SidebarSheet({ candle, symbol, fields, language, action }: Props) {
  const { t } = useTranslation('chart');
  return (
    <Paper variant="outlined" sx={{ p: 1.5, width: { md: 280 }, flexShrink: 0, alignSelf: 'flex-start' }} data-testid="sidebar-sheet">
      <Stack direction="row" sx={{ alignItems: 'center', mt: -0.5, mb: 0.5 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {t('sidebarSheet')}
        </Typography>
        {action}
      </Stack>
      <FieldList fields={fields.filter((field) => SIDEBAR_IDS.has(field.id))} candle={candle} symbol={symbol} language={language} cellWidth={240} />
    </Paper>
  );
});
