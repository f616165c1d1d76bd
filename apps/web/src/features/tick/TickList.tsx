import { Close } from '@mui/icons-material';
import { Chip, IconButton, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type TickEntry, TICK_PERIOD, tickSymbols } from './tickList.js';

interface Props {
  entries: TickEntry[];
  selected: string | undefined;
  onSelect: (symbol: string) => void;
  onRemove: (symbol: string) => void;
}

/** The watched symbols, each with its periods; removing one removes it with all of them. */
export function TickList({ entries, selected, onSelect, onRemove }: Props) {
  const { t } = useTranslation('tick');
  if (entries.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2" sx={{ py: 3, textAlign: 'center' }} data-testid="tick-empty">
        {t('empty')}
      </Typography>
    );
  }
  return (
    <List dense aria-label={t('list')} data-testid="tick-list">
      {tickSymbols(entries).map((symbol) => (
        <ListItem
          key={symbol}
          disablePadding
          data-testid="tick-entry"
          data-symbol={symbol}
          secondaryAction={
            <IconButton edge="end" size="small" onClick={() => onRemove(symbol)} aria-label={t('remove', { symbol })} data-testid="tick-remove">
              <Close fontSize="small" />
            </IconButton>
          }
        >
          <ListItemButton selected={symbol === selected} onClick={() => onSelect(symbol)} data-testid="tick-select">
            <ListItemText primary={symbol} />
            <Stack direction="row" spacing={0.5} sx={{ mr: 2 }}>
              {entries
                .filter((entry) => entry.symbol === symbol)
                .map((entry) => (
                  <Chip key={entry.period} size="small" label={entry.period === TICK_PERIOD ? t('tickPeriod') : entry.period} />
                ))}
            </Stack>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
