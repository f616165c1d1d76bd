import { AddAlertOutlined, Favorite, FavoriteBorder, InfoOutlined, Star, StarBorder } from '@mui/icons-material';
import { IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import type { Label, Language, Stock } from '@signaldesk/contract';
import { formatCap, formatPercent, formatPrice } from '@signaldesk/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage.js';
import { AlertDialog } from '../alerts/AlertDialog.js';
import { newAlertForm } from '../alerts/alertForm.js';
import { TagChips } from './LabelChips.js';
import { chartPath } from './stockListParams.js';
import { useUserStockActions } from './useUserStocks.js';
import { useRiseFall } from '../riseFall/useRiseFall.js';

interface Props {
  rows: readonly Stock[];
  labels: readonly Label[];
  followed: ReadonlySet<string>;
  favourites: ReadonlySet<string>;
}

export const changeText = (updown: number | null, language: Language) => (updown === null ? '–' : formatPercent(updown, language));
/** Red up, green down, as Chinese-market traders read it everywhere in the product. */

/**
 * One click on a row opens its chart; the star follows, the heart keeps a favourite, the bell sets an alert at the last
 * price, the info button opens the details.
 */
export function StockTable({ rows, labels, followed, favourites }: Props) {
  const { t } = useTranslation('stock');
  const { changeColour } = useRiseFall();
  const [language] = useLanguage();
  const navigate = useNavigate();
  const { search } = useLocation();
  const actions = useUserStockActions();
  const [alerting, setAlerting] = useState<Stock | null>(null);
  const stop = (event: React.MouseEvent, action: () => void) => {
    event.stopPropagation();
    action();
  };

  return (
    // On a phone the table scrolls sideways within itself rather than widen the page.
    <TableContainer>
      <Table size="small" data-testid="stock-table">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          <TableCell>{t('symbol')}</TableCell>
          <TableCell>{t('name')}</TableCell>
          <TableCell>{t('region')}</TableCell>
          <TableCell align="right">{t('close')}</TableCell>
          <TableCell align="right">{t('change')}</TableCell>
          <TableCell align="right">{t('cap')}</TableCell>
          <TableCell>{t('tags')}</TableCell>
          <TableCell padding="checkbox" />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const isFollowed = followed.has(row.symbol);
          const isFavourite = favourites.has(row.symbol);
          return (
            <TableRow
              key={row.symbol}
              hover
              sx={{ cursor: 'pointer' }}
              onClick={() => navigate(chartPath(row.region, row.symbol))}
              data-testid="stock-row"
              data-symbol={row.symbol}
              data-type={row.type}
              data-region={row.region}
            >
              <TableCell padding="checkbox" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={isFollowed ? t('unfollow') : t('follow')}>
                  <IconButton
                    size="small"
                    aria-label={isFollowed ? t('unfollow') : t('follow')}
                    aria-pressed={isFollowed}
                    onClick={(event) => stop(event, () => (isFollowed ? actions.unfollow : actions.follow).mutate(row.symbol))}
                    data-testid="stock-follow"
                  >
                    {isFollowed ? <Star fontSize="small" color="warning" /> : <StarBorder fontSize="small" />}
                  </IconButton>
                </Tooltip>
                <Tooltip title={isFavourite ? t('unfavourite') : t('favourite')}>
                  <IconButton
                    size="small"
                    aria-label={isFavourite ? t('unfavourite') : t('favourite')}
                    aria-pressed={isFavourite}
                    onClick={(event) => stop(event, () => (isFavourite ? actions.unfavourite : actions.favourite).mutate(row.symbol))}
                    data-testid="stock-favourite"
                  >
                    {isFavourite ? <Favorite fontSize="small" color="error" /> : <FavoriteBorder fontSize="small" />}
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('setAlert')}>
                  <IconButton size="small" aria-label={t('setAlert')} onClick={(event) => stop(event, () => setAlerting(row))} data-testid="stock-alert">
                    <AddAlertOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{row.symbol}</TableCell>
              <TableCell>{language === 'zh' ? row.cnname : row.name}</TableCell>
              <TableCell>{t(`folders.${row.region.toLowerCase()}`)}</TableCell>
              <TableCell align="right" data-testid="stock-close">
                {row.close === null ? '–' : formatPrice(row.close, language, 0, row.symbol)}
              </TableCell>
              <TableCell align="right">
                <Typography variant="body2" sx={{ color: changeColour(row.updown) }}>
                  {changeText(row.updown, language)}
                </Typography>
              </TableCell>
              <TableCell align="right">{row.cap > 0 ? formatCap(row.cap * 1e6, language) : '–'}</TableCell>
              <TableCell>
                <TagChips tags={row.tags} labels={labels} />
              </TableCell>
              <TableCell padding="checkbox">
                <Tooltip title={t('details')}>
                  <IconButton
                    size="small"
                    aria-label={t('details')}
                    onClick={(event) => stop(event, () => navigate(`/apps/stock/${encodeURIComponent(row.symbol)}${search}`))}
                    data-testid="stock-details"
                  >
                    <InfoOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
      </Table>
      {alerting && (
        <AlertDialog key={alerting.symbol} editing={null} initial={newAlertForm(alerting.symbol, '1d', alerting.close)} onClose={() => setAlerting(null)} />
      )}
    </TableContainer>
  );
}
