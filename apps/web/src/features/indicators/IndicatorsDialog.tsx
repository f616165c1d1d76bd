import { Close, Functions, Search } from '@mui/icons-material';
import {
  Button,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { INDICATOR_NAMES } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/useStore.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { searchIndicators } from './indicatorStorage.js';
import { useIndicatorSet } from './useIndicatorSet.js';

/**
 * The chart toolbar's Indicators button and its dialog: the catalogue by where each indicator draws, searched by
 * short or full name; a click adds an instance at its defaults and leaves the dialog open for the next, as
 * TradingView's does.
 */
export function IndicatorsButton() {
  const { t } = useTranslation('indicators');
  const [language] = useLanguage();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const indicators = useIndicatorSet();
  const items = useStore(indicators);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const found = searchIndicators(query, language);
  const close = () => {
    setOpen(false);
    setQuery('');
  };

  return (
    <>
      <Button size="small" color="inherit" startIcon={<Functions fontSize="small" />} onClick={() => setOpen(true)} data-testid="chart-indicators">
        {t('button')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={phone} data-testid="indicators-dialog">
        <DialogTitle sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
          <span style={{ flex: 1 }}>{t('dialog.title')}</span>
          <IconButton onClick={close} aria-label={t('dialog.close')} data-testid="indicators-close">
            <Close />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers sx={{ pt: 1 }}>
          <TextField
            autoFocus
            fullWidth
            size="small"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('dialog.search')}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> },
              htmlInput: { 'aria-label': t('dialog.search'), 'data-testid': 'indicators-search' },
            }}
          />
          {found.price.length + found.pane.length === 0 && (
            <Typography sx={{ mt: 2 }} color="text.secondary" data-testid="indicators-none">
              {t('dialog.none', { query: query.trim() })}
            </Typography>
          )}
          {(['price', 'pane'] as const).map(
            (group) =>
              found[group].length > 0 && (
                <List key={group} dense subheader={<ListSubheader disableSticky>{t(`dialog.${group}`)}</ListSubheader>} data-testid="indicators-group" data-group={group}>
                  {found[group].map((id) => {
                    const name = INDICATOR_NAMES[id][language];
                    const count = items.filter((item) => item.indicator === id).length;
                    return (
                      <ListItemButton key={id} onClick={() => indicators.add(id)} aria-label={t('dialog.add', { name })} data-testid="indicator-option" data-indicator={id}>
                        <ListItemText primary={name} secondary={INDICATOR_NAMES[id].short} />
                        {count > 0 && <Chip size="small" label={t('dialog.onChart', { count })} data-testid="indicator-count" />}
                      </ListItemButton>
                    );
                  })}
                </List>
              ),
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
