import { Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/useStore.js';
import { PageHeader } from '../../components/PageHeader.js';
import { AnnotationButton } from '../annotations/AnnotationButton.js';
import { useAnnotationMarkers } from '../annotations/useAnnotationMarkers.js';
import { QuoteChart } from '../chart/QuoteChart.js';
import { OptionGridButton } from '../options/OptionGridButton.js';
import { tickListStore } from './tickListStore.js';
import { TickList } from './TickList.js';
import { tickSymbols } from './tickList.js';
import { TickSymbolAdder } from './TickSymbolAdder.js';

/** /apps/tick: the intraday tick chart of a symbol picked from the tick list kept in this browser. */
export function TickPage() {
  const { t } = useTranslation('tick');
  const entries = useStore(tickListStore);
  const symbols = tickSymbols(entries);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const selected = picked !== undefined && symbols.includes(picked) ? picked : symbols[0];
  const markers = useAnnotationMarkers(selected ?? '', 'intraday');

  return (
    <Stack spacing={2} data-testid="tick-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <Paper variant="outlined" sx={{ p: 2, width: { md: 280 }, flexShrink: 0 }}>
          <TickSymbolAdder
            onAdd={(symbol) => {
              tickListStore.add(symbol);
              setPicked(symbol);
            }}
          />
          <TickList entries={entries} selected={selected} onSelect={setPicked} onRemove={tickListStore.remove} />
        </Paper>
        {selected && (
          <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, p: 1 }} data-testid="tick-chart" data-symbol={selected}>
            <QuoteChart
              key={selected}
              symbol={selected}
              duration="intraday"
              markers={markers}
              toolbarExtra={
                <>
                  <OptionGridButton symbol={selected} />
                  <AnnotationButton symbol={selected} duration="intraday" />
                </>
              }
            />
          </Paper>
        )}
      </Stack>
    </Stack>
  );
}
