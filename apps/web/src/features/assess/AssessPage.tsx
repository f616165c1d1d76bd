import { Inbox } from '@mui/icons-material';
import {
  Alert,
  Chip,
  LinearProgress,
  MenuItem,
  Pagination,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import { ASSESS_PAGE_SIZE, type Assessment, type AssessReason, MARKETS, type Language, type Market, VERDICTS, type Verdict } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { formatCap, formatPercent } from '@signaldesk/format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { request } from '../../api/request.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { errorText } from '../auth/errorText.js';
import { regionItself } from '../region/regionFilters.js';
import { useRegionChosen, useRegionFilter } from '../region/useRegion.js';
import { EmptyState } from '../shell/EmptyState.js';
import { LabelChips } from '../stock/LabelChips.js';
import { chartPath } from '../stock/stockListParams.js';
import { changeText } from '../stock/StockTable.js';
import { useTag } from '../stock/useLabels.js';
import { useRiseFall } from '../riseFall/useRiseFall.js';
import { verdictColour } from './verdictColour.js';

type Order = 'score' | 'symbol' | 'cap' | 'updown' | 'high' | 'low';

const percent = (value: number | null, language: Language) => (value === null ? '–' : formatPercent(value * 100, language, false));
const reasonValue = (assessment: Assessment, factor: 'high' | 'low') => assessment.reasons.find((r) => r.factor === factor)?.value ?? null;

/** /apps/assess and /apps/assess/tag/{tag}: sortable verdicts with their reasons; a row opens the chart. */
export function AssessPage() {
  const { t } = useTranslation('assess');
  const riseFall = useRiseFall();
  const { changeColour } = riseFall;
  const [language] = useLanguage();
  const navigate = useNavigate();
  const { tag } = useParams();
  const [region, setRegion] = useRegionFilter(regionItself);
  const [verdict, setVerdict] = useState<Verdict | ''>('');
  const [order, setOrder] = useState<Order>('score');
  const [direction, setDirection] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);
  const labels = useTag(tag);
  useRegionChosen(() => setPage(1));

  const list = useQuery({
    queryKey: ['assess', region, tag ?? null, verdict, order, direction, page],
    queryFn: () =>
      request(
        callPaths.assess.list,
        { region, order, direction, page, ...(tag ? { tag } : {}), ...(verdict ? { verdict } : {}) },
        { kind: 'kill' },
      ),
    placeholderData: keepPreviousData,
  });

  const sortBy = (column: Order) => {
    setPage(1);
    if (column === order) setDirection(direction === 'desc' ? 'asc' : 'desc');
    else {
      setOrder(column);
      setDirection(column === 'symbol' ? 'asc' : 'desc');
    }
  };
  const header = (column: Order, text: string, align: 'left' | 'right' = 'left') => (
    <TableCell align={align} sortDirection={order === column ? direction : false}>
      <TableSortLabel active={order === column} direction={order === column ? direction : 'desc'} onClick={() => sortBy(column)} data-testid={`assess-sort-${column}`}>
        {text}
      </TableSortLabel>
    </TableCell>
  );
  const reasonText = (reason: AssessReason) =>
    t(`reason.${reason.factor}.${reason.code}`, { value: reason.value === null ? '' : percent(Math.abs(reason.value), language) });

  const body = () => {
    if (list.isError) return <Alert severity="error">{t('loadFailed', { error: errorText(list.error) })}</Alert>;
    if (list.data?.list.length === 0) return <EmptyState icon={<Inbox />} text={tag && !labels.known ? t('unknownLabel', { label: tag }) : t('empty')} />;
    return (
      <Table size="small" data-testid="assess-table">
        <TableHead>
          <TableRow>
            {header('symbol', t('symbol'))}
            <TableCell>{t('name')}</TableCell>
            <TableCell>{t('verdict')}</TableCell>
            {header('score', t('score'), 'right')}
            {header('updown', t('change'), 'right')}
            {header('high', t('high'), 'right')}
            {header('low', t('low'), 'right')}
            {header('cap', t('cap'), 'right')}
            <TableCell>{t('reasons')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.data?.list.map((row) => (
            <TableRow
              key={row.stock.symbol}
              hover
              sx={{ cursor: 'pointer', verticalAlign: 'top' }}
              onClick={() => navigate(chartPath(row.stock.region, row.stock.symbol))}
              data-testid="assess-row"
              data-symbol={row.stock.symbol}
            >
              <TableCell sx={{ fontWeight: 600 }}>{row.stock.symbol}</TableCell>
              <TableCell>{language === 'zh' ? row.stock.cnname : row.stock.name}</TableCell>
              <TableCell>
                <Chip size="small" {...verdictColour(row.verdict, riseFall)} label={t(`verdicts.${row.verdict}`)} data-testid="assess-verdict" data-verdict={row.verdict} />
              </TableCell>
              <TableCell align="right">{row.score > 0 ? `+${row.score}` : row.score}</TableCell>
              <TableCell align="right">
                <Typography variant="body2" sx={{ color: changeColour(row.stock.updown) }}>
                  {changeText(row.stock.updown, language)}
                </Typography>
              </TableCell>
              <TableCell align="right">{percent(reasonValue(row, 'high'), language)}</TableCell>
              <TableCell align="right">{percent(reasonValue(row, 'low'), language)}</TableCell>
              <TableCell align="right">{row.stock.cap > 0 ? formatCap(row.stock.cap * 1e6, language) : '–'}</TableCell>
              <TableCell>
                <Stack component="ul" sx={{ m: 0, pl: 2 }} data-testid="assess-reasons">
                  {row.reasons.map((reason) => (
                    <Typography component="li" variant="caption" key={reason.factor} color={reason.points === 0 ? 'text.secondary' : 'text.primary'}>
                      {reasonText(reason)}
                      {reason.points !== 0 && ` (${reason.points > 0 ? '+' : ''}${reason.points})`}
                    </Typography>
                  ))}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  };

  const pages = Math.ceil((list.data?.total ?? 0) / ASSESS_PAGE_SIZE);
  return (
    <Stack spacing={2} data-testid="assess-page">
      <PageHeader title={tag ? t('tagTitle', { label: labels.title }) : t('title')} subtitle={t('subtitle')}>
        <TextField select size="small" label={t('region')} value={region} onChange={(event) => {
            setPage(1);
            setRegion(event.target.value as Market);
          }} sx={{ minWidth: 140 }}>
          {MARKETS.map((market) => (
            <MenuItem key={market} value={market}>
              {t(`shell:markets.${market}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('verdict')}
          value={verdict}
          onChange={(event) => {
            setPage(1);
            setVerdict(event.target.value as Verdict | '');
          }}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('allVerdicts')}</MenuItem>
          {VERDICTS.map((v) => (
            <MenuItem key={v} value={v}>
              {`${t(`verdicts.${v}`)} · ${list.data?.verdicts[v] ?? 0}`}
            </MenuItem>
          ))}
        </TextField>
      </PageHeader>
      <LabelChips labels={labels.labels} indices={labels.indices} current={labels.current} pathOf={(slug) => (slug ? `/apps/assess/tag/${encodeURIComponent(slug)}` : '/apps/assess')} />
      {(list.data?.pending ?? 0) > 0 && <Alert severity="info">{t('pending', { count: list.data?.pending })}</Alert>}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        {list.isFetching && <LinearProgress />}
        {body()}
        {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} sx={{ p: 1.5 }} />}
      </Paper>
    </Stack>
  );
}
