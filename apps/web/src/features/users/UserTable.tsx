import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, } from '@mui/material';
import type { AccountRole, AdminUser, Market } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { PagedTableFooter } from '../../components/PagedTableFooter.js';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';
import { UserRow } from './UserRow.js';

interface Props {
  type: AccountRole | undefined;
  query: string;
}

export function UserTable({ type, query }: Props) {
  const { t } = useTranslation(['users', 'common']);
  const queryClient = useQueryClient();
  const search = query.trim();
  const [paging, setPaging] = useState({ search, page: 0 });
  const page = paging.search === search ? paging.page : 0;
  const setPage = (next: number) => setPaging({ search, page: next });
  const [pageSize, setPageSize] = useState(20);
  const [offline, setOffline] = useState<AdminUser | null>(null);

  const users = useQuery({
    queryKey: ['users', 'list', type, search, page, pageSize],
    queryFn: () => request(callPaths.users.list, { type, query: search || undefined, page: page + 1, pageSize }, { kind: search ? 'delay' : 'kill' }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
  const update = useMutation({
    mutationFn: (change: { userid: string; role?: AccountRole; market?: Market }) =>
      request(callPaths.users.updateRoleAndMarket, change, { kind: 'block' }),
    onSuccess: () => {
      snackbar.success(t('updated'));
      refresh();
    },
    onError: (error) => snackbar.error(errorText(error)),
  });
  const forceOffline = useMutation({
    mutationFn: (userid: string) => request(callPaths.users.forceOffline, { userid }, { kind: 'block' }),
    onSuccess: ({ sessions }) => {
      snackbar.success(t('offlineDone', { sessions }));
      setOffline(null);
      refresh();
    },
    onError: (error) => snackbar.error(errorText(error)),
  });

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" data-testid="user-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('user')}</TableCell>
              <TableCell>{t('userId')}</TableCell>
              <TableCell>{t('assignedRole')}</TableCell>
              <TableCell>{t('effectiveRole')}</TableCell>
              <TableCell>{t('market')}</TableCell>
              <TableCell>{t('expires')}</TableCell>
              <TableCell>{t('lastSeen')}</TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {users.data?.list.map((user) => (
              <UserRow
                key={user.userid}
                user={user}
                busy={update.isPending || forceOffline.isPending}
                onChange={(change) => update.mutate({ userid: user.userid, ...change })}
                onForceOffline={() => setOffline(user)}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PagedTableFooter
        answer={users}
        emptyText={t('empty')}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={setPageSize}
      />
      <ConfirmDialog
        open={offline !== null}
        title={t('offlineTitle')}
        text={t('offlineText', { user: offline?.email ?? offline?.username ?? '' })}
        confirmLabel={t('offlineConfirm')}
        busy={forceOffline.isPending}
        onConfirm={() => offline && forceOffline.mutate(offline.userid)}
        onClose={() => setOffline(null)}
      />
    </Paper>
  );
}
