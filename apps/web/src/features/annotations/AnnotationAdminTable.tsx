import { Delete } from '@mui/icons-material';
import {
  IconButton,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import type { AdminAnnotation } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { formatDate } from '@signaldesk/format';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { request } from '../../api/request.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { PagedTableFooter } from '../../components/PagedTableFooter.js';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';

/** Super's list of annotations across traders, all or of one symbol; titles and notes are shown as the text they are. */
export function AnnotationAdminTable({ symbol }: { symbol: string | undefined }) {
  const { t, i18n } = useTranslation(['annotations', 'common']);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  const [deleting, setDeleting] = useState<AdminAnnotation | null>(null);
  const date = (value: number) => formatDate(value, i18n.language);

  const list = useQuery({
    queryKey: ['annotations', 'admin', symbol ?? null, page, pageSize],
    queryFn: () => request(callPaths.annotations.adminList, { ...(symbol ? { symbol } : {}), page: page + 1, pageSize }, { kind: 'kill' }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (aid: string) => request(callPaths.annotations.adminRemove, { idx: aid }, { kind: 'block' }),
    onSuccess: () => {
      snackbar.success(t('deleted'));
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: ['annotations'] });
    },
    onError: (error) => snackbar.error(errorText(error)),
  });

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" data-testid="annotation-admin-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('symbol')}</TableCell>
              <TableCell>{t('admin.duration')}</TableCell>
              <TableCell>{t('admin.candle')}</TableCell>
              <TableCell>{t('title')}</TableCell>
              <TableCell>{t('notes')}</TableCell>
              <TableCell>{t('admin.author')}</TableCell>
              <TableCell>{t('admin.created')}</TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data?.list.map((annotation) => (
              <TableRow key={annotation.aid} hover data-testid="annotation-admin-row">
                <TableCell>
                  <Link component={RouterLink} to={`/apps/annotion/symbol/${encodeURIComponent(annotation.symbol)}`}>
                    {annotation.symbol}
                  </Link>
                </TableCell>
                <TableCell>{annotation.duration}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(annotation.ts)}</TableCell>
                <TableCell data-testid="annotation-admin-title">{annotation.title}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', maxWidth: 420 }}>{annotation.mark}</TableCell>
                <TableCell>{annotation.email ?? annotation.username}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(annotation.createdAt)}</TableCell>
                <TableCell align="right">
                  <IconButton size="small" color="error" onClick={() => setDeleting(annotation)} aria-label={t('delete')} data-testid="annotation-admin-delete">
                    <Delete fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PagedTableFooter
        answer={list}
        emptyText={t('admin.empty')}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={setPageSize}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.deleteTitle')}
        text={t('admin.deleteText', { title: deleting?.title || t('untitled'), symbol: deleting?.symbol ?? '' })}
        confirmLabel={t('delete')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.aid)}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
