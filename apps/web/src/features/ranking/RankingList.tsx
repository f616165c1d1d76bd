import { Link, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { RankingListId, RankingRow } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage.js';
import { formatRankValue } from './formatRankValue.js';
import { useRiseFall } from '../riseFall/useRiseFall.js';

/** One ranked list; each row opens the symbol's chart. */
export function RankingList({ list, rows }: { list: RankingListId; rows: RankingRow[] }) {
  const { t } = useTranslation('ranking');
  const { changeColour } = useRiseFall();
  const [language] = useLanguage();
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid={`ranking-${list}`}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700, px: 0.5 }}>
        {t(`lists.${list}`)}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          {t('empty')}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>{t('symbol')}</TableCell>
              <TableCell align="right">{t(`values.${list}`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={row.symbol} hover>
                <TableCell>{i + 1}</TableCell>
                <TableCell>
                  <Stack>
                    <Link
                      component={RouterLink}
                      to={`/apps/quote/folder/${row.region.toLowerCase()}/${encodeURIComponent(row.symbol)}`}
                      underline="hover"
                    >
                      {row.symbol}
                    </Link>
                    <Typography variant="caption" color="text.secondary" noWrap>
                      {language === 'zh' && row.cnname ? row.cnname : row.name}
                    </Typography>
                  </Stack>
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ color: list === 'losers' || list === 'gainers' ? changeColour(row.value) : undefined }}
                >
                  {formatRankValue(list, row.value, language)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
