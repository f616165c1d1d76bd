import { Close, CompareArrows } from '@mui/icons-material';
import {
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { COMPARE_LIMITS, COMPARE_SCALES, type CompareScale, type SymbolInfo } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/useStore.js';
import { SymbolField } from '../search/SymbolField.js';
import { COMPARE_COLOURS } from './comparedLines.js';
import { comparedSymbols } from './comparedSymbols.js';

/** The chart toolbar's Compare: a dialog to add symbols of any market beside the chart, remove them and choose the scale. */
export function CompareButton({ symbol }: { symbol: string }) {
  const { t } = useTranslation('compare');
  const { symbols, scale } = useStore(comparedSymbols);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const others = symbols.filter((one) => one !== symbol);
  const full = symbols.length >= COMPARE_LIMITS.symbols;

  const add = (picked: SymbolInfo) => {
    setText('');
    if (picked.symbol === symbol) return setRefusal(t('same'));
    setRefusal(comparedSymbols.add(picked.symbol) || symbols.includes(picked.symbol) ? null : t('full', { limit: COMPARE_LIMITS.symbols }));
  };

  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<CompareArrows fontSize="small" />}
        onClick={() => setOpen(true)}
        data-testid="chart-compare"
        data-compared={others.length}
      >
        {t('button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" data-testid="compare-dialog">
        <DialogTitle sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
          <span style={{ flex: 1 }}>{t('title')}</span>
          <IconButton onClick={() => setOpen(false)} aria-label={t('close')} data-testid="compare-close">
            <Close />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <SymbolField
              text={text}
              onType={setText}
              onPick={add}
              disabled={full}
              testId="compare-symbol"
              optionTestId="compare-option"
              label={t('add')}
              error={refusal !== null}
              helperText={refusal ?? (full ? t('full', { limit: COMPARE_LIMITS.symbols }) : undefined)}
            />
            {others.length === 0 ? (
              <Typography color="text.secondary" data-testid="compare-none">
                {t('none', { limit: COMPARE_LIMITS.symbols })}
              </Typography>
            ) : (
              <Stack data-testid="compare-list">
                {others.map((one, place) => (
                  <Stack key={one} direction="row" sx={{ alignItems: 'center', gap: 1 }} data-testid="compare-item" data-symbol={one}>
                    <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: COMPARE_COLOURS[place % COMPARE_COLOURS.length] }} />
                    <Typography sx={{ flex: 1 }}>{one}</Typography>
                    <IconButton size="small" onClick={() => comparedSymbols.remove(one)} aria-label={t('remove', { symbol: one })} data-testid="compare-remove">
                      <Close fontSize="small" />
                    </IconButton>
                  </Stack>
                ))}
              </Stack>
            )}
            <Stack spacing={0.5}>
              <Typography variant="caption" color="text.secondary">
                {t('scale')}
              </Typography>
              <ToggleButtonGroup
                size="small"
                exclusive
                orientation="vertical"
                value={scale}
                onChange={(_, next: CompareScale | null) => next && comparedSymbols.setScale(next)}
              >
                {COMPARE_SCALES.map((one) => (
                  <ToggleButton key={one} value={one} data-testid={`compare-scale-${one}`}>
                    {t(`scales.${one}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
          </Stack>
        </DialogContent>
      </Dialog>
    </>
  );
}
