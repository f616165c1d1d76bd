import { Button, Stack } from '@mui/material';
import type { PaperSide } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaperTicket } from './PaperTicket.js';
import { paperMarketOf } from './paperMarket.js';

/** Buy and sell buttons on the quote screen, opening the order ticket for the symbol shown; none for a market paper accounts do not trade. */
export function PaperTradeButtons({ symbol }: { symbol: string }) {
  const { t } = useTranslation('paper');
  const [side, setSide] = useState<PaperSide | null>(null);
  if (!paperMarketOf(symbol)) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Button size="small" variant="contained" color="success" onClick={() => setSide('buy')} data-testid="paper-buy">
        {t('chart.buy')}
      </Button>
      <Button size="small" variant="contained" color="error" onClick={() => setSide('sell')} data-testid="paper-sell">
        {t('chart.sell')}
      </Button>
      {side && <PaperTicket symbol={symbol} side={side} source="ticket" onClose={() => setSide(null)} />}
    </Stack>
  );
}
