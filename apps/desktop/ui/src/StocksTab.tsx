import { Alert, Box, Button, List, ListItemButton, ListSubheader, Stack, TextField, Typography } from '@mui/material';
import { riseFallPalette } from '@signaldesk/chart-render';
import { riseFallColoursFor, type Stock } from '@signaldesk/contract';
import { formatPercent, formatPrice } from '@signaldesk/format';
import { resolveSymbol } from '@signaldesk/market-data/universe';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SymbolLists } from './Desk.js';
import { useWindowLanguage } from './i18n.js';
import { useRiseFall } from './riseFallContext.js';

function StockLine({ stock, onOpen }: { stock: Stock; onOpen: (symbol: string) => void }) {
  const language = useWindowLanguage();
  const palette = riseFallPalette(riseFallColoursFor(useRiseFall(), language));
  const name = language === 'zh' && stock.cnname ? stock.cnname : stock.name;
  return (
    <ListItemButton onClick={() => onOpen(stock.symbol)} data-testid="stock" data-symbol={stock.symbol} divider>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{stock.symbol}</Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {name}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', pl: 1 }}>
        {stock.close !== null && <Typography variant="body2">{formatPrice(stock.close, language, 0, stock.symbol)}</Typography>}
        {stock.updown !== null && (
          <Typography variant="body2" sx={{ color: palette.changeColour(stock.updown) }}>
            {formatPercent(stock.updown, language)}
          </Typography>
        )}
      </Box>
    </ListItemButton>
  );
}

/** The followed symbols and favourites, and a field to chart any symbol. */
export function StocksTab({ lists, error, onOpen }: { lists: SymbolLists | null; error: string | null; onOpen: (symbol: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const symbol = resolveSymbol(typed);
    if (!symbol) {
      setTypedError(t('messages:symbolInvalid'));
      return;
    }
    setTypedError(null);
    setTyped(symbol);
    onOpen(symbol);
  };

  return (
    <>
      <Stack component="form" direction="row" onSubmit={submit} noValidate sx={{ gap: 1, p: 1.5, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('stocks.typeSymbol')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={typedError !== null}
          helperText={typedError}
          slotProps={{ htmlInput: { maxLength: 32, spellCheck: false, autoCapitalize: 'characters', 'data-testid': 'symbol-input' } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" data-testid="symbol-show">
          {t('stocks.show')}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ m: 1 }}>
          {t('stocks.loadFailed', { msg: error })}
        </Alert>
      )}
      {lists && (
        <List dense disablePadding>
          <ListSubheader disableSticky>{t('stocks.follows')}</ListSubheader>
          {lists.follows.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
              {t('stocks.noFollows')}
            </Typography>
          )}
          {lists.follows.map((stock) => (
            <StockLine key={`follow-${stock.symbol}`} stock={stock} onOpen={onOpen} />
          ))}
          <ListSubheader disableSticky>{t('stocks.favourites')}</ListSubheader>
          {lists.favourites.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
              {t('stocks.noFavourites')}
            </Typography>
          )}
          {lists.favourites.map((stock) => (
            <StockLine key={`favourite-${stock.symbol}`} stock={stock} onOpen={onOpen} />
          ))}
        </List>
      )}
    </>
  );
}
