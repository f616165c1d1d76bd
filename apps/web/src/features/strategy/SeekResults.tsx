import { Box, Card, CardActionArea, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { namedValues, type SeekRow, screenerField, type StrategyGroup } from '@signaldesk/contract';
import { formatFieldValue, priceDigits } from '@signaldesk/format';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage.js';
import { quotePath } from '../quote/quotePath.js';
import type { SeekLayout } from './seekListState.js';

interface Props {
  fields: string[];
  list: SeekRow[];
  layout: SeekLayout;
  duration: StrategyGroup;
  /** Catalogue ids shown for each symbol: close, change, then the fields the query reads. */
  shown: string[];
}

const SEEK_CHART_DURATION = { day: '1d', week: '1wk', hour: '1h' } as const;

/** Each symbol's values of one duration, mapped from the positional array by the answer's field order. */
function valuesOf(fields: string[], row: SeekRow, duration: StrategyGroup) {
  const values = row[duration];
  return values ? namedValues(fields, values) : null;
}

export function SeekResults({ fields, list, layout, duration, shown }: Props) {
  const { t } = useTranslation('strategy');
  const [language] = useLanguage();
  const navigate = useNavigate();
  const open = (row: SeekRow) => navigate(quotePath('folder', row.region.toLowerCase(), row.symbol, SEEK_CHART_DURATION[duration]));
  const nameOf = (row: SeekRow) => (language === 'zh' ? row.cnname || row.name : row.name);
  const cell = (row: SeekRow, values: Record<string, number | null> | null, id: string) => {
    const field = screenerField(id);
    return values && field ? formatFieldValue(field, values[id], language, priceDigits(values['candle.close'] ?? 0, row.symbol)) : '—';
  };
  const title = (id: string) => screenerField(id)?.name[language] ?? id;

  if (list.length === 0) return <Typography color="text.secondary">{t('seek.empty')}</Typography>;

  if (layout === 'list') {
    return (
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="seek-list">
          <TableHead>
            <TableRow>
              <TableCell>{t('seek.symbol')}</TableCell>
              <TableCell>{t('seek.name')}</TableCell>
              {shown.map((id) => (
                <TableCell key={id} align="right">
                  {title(id)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((row) => {
              const values = valuesOf(fields, row, duration);
              return (
                <TableRow key={row.symbol} hover onClick={() => open(row)} sx={{ cursor: 'pointer' }} data-testid="seek-row" data-symbol={row.symbol} data-region={row.region}>
                  <TableCell sx={{ fontWeight: 600 }}>{row.symbol}</TableCell>
                  <TableCell>{nameOf(row)}</TableCell>
                  {shown.map((id) => (
                    <TableCell key={id} align="right">
                      {cell(row, values, id)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }} data-testid="seek-grid">
      {list.map((row) => {
        const values = valuesOf(fields, row, duration);
        return (
          <Card key={row.symbol} variant="outlined" data-testid="seek-row" data-symbol={row.symbol} data-region={row.region}>
            <CardActionArea onClick={() => open(row)} sx={{ p: 1.5 }}>
              <Typography sx={{ fontWeight: 700 }}>{row.symbol}</Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {nameOf(row)}
              </Typography>
              {values ? (
                <Stack sx={{ mt: 1 }}>
                  {shown.map((id) => (
                    <Stack key={id} direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 1 }}>
                      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="seek-field-name">
                        {title(id)}
                      </Typography>
                      <Typography variant="caption" sx={{ ml: 'auto', textAlign: 'right', overflowWrap: 'anywhere' }}>
                        {cell(row, values, id)}
                      </Typography>
                    </Stack>
                  ))}
                </Stack>
              ) : (
                <Typography variant="caption" color="text.secondary">
                  {t('seek.notComputed')}
                </Typography>
              )}
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
