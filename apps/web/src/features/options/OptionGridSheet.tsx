import { Close, Fullscreen, FullscreenExit } from '@mui/icons-material';
import { Box, Button, CircularProgress, Drawer, IconButton, Stack, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import { entitlementRole, hasRole } from '@signaldesk/contract';
import { formatPrice } from '@signaldesk/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError } from '../../api/ApiError.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { errorText } from '../auth/errorText.js';
import { useAuth } from '../auth/useAuth.js';
import { OptionChainFilters } from './OptionChainFilters.js';
import { type OptionSide, optionRows, type StrikeChoice } from './optionRows.js';
import { OptionTable } from './OptionTable.js';
import { useOptionChain } from './useOptionChain.js';

/** Spec §2: the sheet is 720 px tall unless fullscreen. */
const SHEET_HEIGHT = 720;

interface Props {
  symbol: string;
  open: boolean;
  onClose: () => void;
}

function Notice({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 8, textAlign: 'center' }} data-testid="option-notice">
      {text}
    </Typography>
  );
}

/** The option grid: a bottom sheet over one expiry's chain, Calls and Puts in tabs; Escape leaves fullscreen first. */
export function OptionGridSheet({ symbol, open, onClose }: Props) {
  const { t } = useTranslation(['options', 'messages']);
  const [language] = useLanguage();
  const { user } = useAuth();
  // The chain is Plus's; below it the sheet offers the plan instead of asking the server for a refusal.
  const entitled = user !== null && hasRole(user.role, entitlementRole('optionChain'));
  const [date, setDate] = useState<number | undefined>(undefined);
  const [strike, setStrike] = useState<StrikeChoice>('all');
  const [side, setSide] = useState<OptionSide>('calls');
  const [fullscreen, setFullscreen] = useState(false);
  const chain = useOptionChain(symbol, date, open && entitled);
  const noData = chain.error instanceof ApiError && chain.error.key === 'noOptionData';
  const rows = chain.data ? optionRows(chain.data, side, strike) : [];

  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={(_, reason) => (reason === 'escapeKeyDown' && fullscreen ? setFullscreen(false) : onClose())}
      slotProps={{ paper: { sx: { height: fullscreen ? '100vh' : SHEET_HEIGHT, maxHeight: '100vh' } } }}
    >
      <Stack sx={{ height: 1, p: 2, gap: 1.5 }} data-testid="option-grid" data-fullscreen={fullscreen}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h6" sx={{ flex: 1 }}>
            {symbol ? t('title', { symbol }) : t('noSymbolSelected')}
          </Typography>
          {chain.data && (
            <>
              <Typography variant="body2" color="text.secondary">
                {t('underlying', { price: formatPrice(chain.data.underlyingPrice, language) })}
              </Typography>
              <OptionChainFilters
                dates={chain.data.dates}
                expiry={chain.data.expiration}
                onExpiry={(next) => {
                  setDate(next);
                  setStrike('all');
                }}
                strikes={chain.data.strikes}
                strike={strike}
                onStrike={setStrike}
              />
            </>
          )}
          <Tooltip title={fullscreen ? t('exitFullScreen') : t('fullScreen')}>
            <IconButton onClick={() => setFullscreen(!fullscreen)} aria-label={fullscreen ? t('exitFullScreen') : t('fullScreen')} data-testid="option-fullscreen">
              {fullscreen ? <FullscreenExit /> : <Fullscreen />}
            </IconButton>
          </Tooltip>
          <Tooltip title={t('close')}>
            <IconButton onClick={onClose} aria-label={t('close')} data-testid="option-close">
              <Close />
            </IconButton>
          </Tooltip>
        </Stack>
        <Tabs value={side} onChange={(_, next: OptionSide) => setSide(next)}>
          <Tab value="calls" label={t('calls')} data-testid="option-tab-calls" />
          <Tab value="puts" label={t('puts')} data-testid="option-tab-puts" />
        </Tabs>
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          {!entitled && (
            <Stack sx={{ alignItems: 'center', py: 6, gap: 1 }} data-testid="option-needs-plus">
              <Typography color="text.secondary">{t('messages:needsPlus')}</Typography>
              <Button variant="contained" component={RouterLink} to="/403?plan=plus" onClick={onClose}>
                {t('seePlus')}
              </Button>
            </Stack>
          )}
          {entitled && !symbol && <Notice text={t('chooseStockFirst')} />}
          {chain.isLoading && <CircularProgress sx={{ alignSelf: 'center', my: 8 }} />}
          {noData && <Notice text={t('noOptionData')} />}
          {chain.isError && !noData && (
            <Stack sx={{ alignItems: 'center', py: 6, gap: 1 }}>
              <Typography color="error">{errorText(chain.error)}</Typography>
              <Button onClick={() => void chain.refetch()}>{t('retry')}</Button>
            </Stack>
          )}
          {chain.data && rows.length === 0 && <Notice text={t('noOptionData')} />}
          {chain.data && rows.length > 0 && <OptionTable key={`${chain.data.expiration}-${side}-${strike}`} rows={rows} side={side} spot={chain.data.underlyingPrice} />}
        </Box>
      </Stack>
    </Drawer>
  );
}
