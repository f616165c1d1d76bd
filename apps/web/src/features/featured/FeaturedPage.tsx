import { Add, ClearAll, Delete, Edit, Inbox, Send } from '@mui/icons-material';
import { Alert, Button, Card, CardActions, CardContent, Chip, Grid, LinearProgress, Link, Stack, Typography } from '@mui/material';
import type { FeaturedItem } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { formatDate } from '@signaldesk/format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { request } from '../../api/request.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { inRegion, regionItself } from '../region/regionFilters.js';
import { RegionFilter } from '../region/RegionFilter.js';
import { useRegionFilter } from '../region/useRegion.js';
import { errorText } from '../auth/errorText.js';
import { useAuth } from '../auth/useAuth.js';
import { EmptyState } from '../shell/EmptyState.js';
import { snackbar } from '../snackbar/snackbar.js';
import { LabelChips, TagChips } from '../stock/LabelChips.js';
import { chartPath } from '../stock/stockListParams.js';
import { changeText } from '../stock/StockTable.js';
import { useLabels } from '../stock/useLabels.js';
import { FeaturedForm } from './FeaturedForm.js';
import { useRiseFall } from '../riseFall/useRiseFall.js';

type Confirm = { kind: 'remove' | 'push'; item: FeaturedItem } | { kind: 'clear' };

/** /apps/featured/{tag?}: the team's ideas with their reasons; super adds, edits, removes, clears and pushes them. */
export function FeaturedPage() {
  const { t, i18n } = useTranslation('featured');
  const { changeColour } = useRiseFall();
  const [language] = useLanguage();
  const { tag } = useParams();
  const { user } = useAuth();
  const isSuper = user?.role === 'super';
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<FeaturedItem | 'new' | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const labels = useLabels();
  const label = labels.data?.list.find((l) => l.slug === tag?.toLowerCase());
  const [region, setRegion] = useRegionFilter(regionItself);

  const list = useQuery({
    queryKey: ['featured', tag ?? null],
    queryFn: () => request(callPaths.featured.list, tag ? { tag } : {}, { kind: 'kill' }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['featured'] });

  const act = useMutation({
    mutationFn: async (action: Confirm) => {
      if (action.kind === 'remove') {
        await request(callPaths.featured.remove, { idx: action.item.idx }, { kind: 'block' });
        return t('removed');
      }
      if (action.kind === 'push') {
        await request(callPaths.featured.push, { idx: action.item.idx }, { kind: 'block' });
        return t('pushDone', { symbol: action.item.stock.symbol });
      }
      const reply = await request(callPaths.featured.clear, {}, { kind: 'block' });
      return t('cleared', { count: reply.removed });
    },
    onSuccess: (message) => {
      snackbar.success(message);
      setConfirm(null);
      refresh();
    },
    onError: (error) => snackbar.error(errorText(error)),
  });

  const confirmTexts = (action: Confirm) => {
    if (action.kind === 'clear') return { title: t('clearTitle'), text: t('clearText'), label: t('clear') };
    const vars = { title: action.item.title, symbol: action.item.stock.symbol };
    return action.kind === 'remove'
      ? { title: t('removeTitle'), text: t('removeText', vars), label: t('remove') }
      : { title: t('pushTitle'), text: t('pushText', vars), label: t('push') };
  };
  const texts = confirm ? confirmTexts(confirm) : null;
  const tagPath = (slug: string | undefined) => (slug ? `/apps/featured/${encodeURIComponent(slug)}` : '/apps/featured');

  const body = () => {
    if (list.isPending) return <LinearProgress />;
    if (list.isError) return <Alert severity="error">{t('loadFailed', { error: errorText(list.error) })}</Alert>;
    if (list.data.list.length === 0) return <EmptyState icon={<Inbox />} text={tag ? t('emptyTag', { label: label?.title ?? tag }) : t('empty')} />;
    const shown = list.data.list.filter((item) => inRegion(region, item.stock.region));
    if (shown.length === 0) return <EmptyState icon={<Inbox />} text={t('emptyRegion', { region: t(`shell:markets.${region}`) })} />;
    return (
      <Grid container spacing={2}>
        {shown.map((item) => (
          <Grid key={item.idx} size={{ xs: 12, md: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="featured-card" data-symbol={item.stock.symbol}>
              <CardContent sx={{ flex: 1 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                  <Link component={RouterLink} to={chartPath(item.stock.region, item.stock.symbol)} variant="h6" sx={{ fontWeight: 700 }} data-testid="featured-chart">
                    {item.stock.symbol}
                  </Link>
                  <Typography color="text.secondary" noWrap sx={{ flex: 1 }}>
                    {language === 'zh' ? item.stock.cnname : item.stock.name}
                  </Typography>
                  <Typography variant="body2" sx={{ color: changeColour(item.stock.updown) }}>
                    {changeText(item.stock.updown, language)}
                  </Typography>
                </Stack>
                <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }} data-testid="featured-title-text">
                  {item.title}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', my: 1 }} color={item.reason ? 'text.primary' : 'text.secondary'}>
                  {item.reason || t('noReason')}
                </Typography>
                <TagChips tags={item.tags} labels={labels.data?.list ?? []} />
                <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
                  <Chip
                    size="small"
                    icon={<Send />}
                    color={item.pushed ? 'success' : 'default'}
                    label={item.pushed && item.pushedAt ? t('pushed', { time: formatDate(item.pushedAt, i18n.language) }) : t('notPushed')}
                    data-testid="featured-pushed"
                    data-pushed={item.pushed}
                  />
                  <Typography variant="caption" color="text.secondary">
                    {t('added', { time: formatDate(item.createdAt, i18n.language) })}
                  </Typography>
                </Stack>
              </CardContent>
              {isSuper && (
                <CardActions>
                  <Button size="small" startIcon={<Send />} onClick={() => setConfirm({ kind: 'push', item })} data-testid="featured-push">
                    {item.pushed ? t('pushAgain') : t('push')}
                  </Button>
                  <Button size="small" startIcon={<Edit />} onClick={() => setEditing(item)}>
                    {t('edit')}
                  </Button>
                  <Button size="small" color="error" startIcon={<Delete />} onClick={() => setConfirm({ kind: 'remove', item })}>
                    {t('remove')}
                  </Button>
                </CardActions>
              )}
            </Card>
          </Grid>
        ))}
      </Grid>
    );
  };

  return (
    <Stack spacing={2} data-testid="featured-page">
      <PageHeader title={tag ? t('tagTitle', { label: label?.title ?? tag }) : t('title')} subtitle={t('subtitle')}>
        {isSuper && (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')} data-testid="featured-add">
              {t('add')}
            </Button>
            <Button color="error" startIcon={<ClearAll />} onClick={() => setConfirm({ kind: 'clear' })} disabled={!list.data?.list.length}>
              {t('clear')}
            </Button>
          </Stack>
        )}
      </PageHeader>
      <RegionFilter value={region} onChange={setRegion} testId="featured-region" />
      <LabelChips labels={labels.data?.list ?? []} current={label?.slug ?? tag} pathOf={tagPath} />
      {body()}
      {editing && (
        <FeaturedForm
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={texts?.title ?? ''}
        text={texts?.text ?? ''}
        confirmLabel={texts?.label ?? ''}
        busy={act.isPending}
        onConfirm={() => confirm && act.mutate(confirm)}
        onClose={() => setConfirm(null)}
      />
    </Stack>
  );
}
