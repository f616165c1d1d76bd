import { Stack } from '@mui/material';
import { accountRoleSchema } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.js';
import { UserFilters } from './UserFilters.js';
import { UserTable } from './UserTable.js';

/** Super's user administration: filter by role, search, change role and market, force offline. */
export function UsersPage() {
  const { t } = useTranslation('users');
  const params = useParams();
  const parsed = accountRoleSchema.safeParse(params.type);
  const type = parsed.success ? parsed.data : undefined;
  const [query, setQuery] = useState('');
  return (
    <Stack spacing={3} data-testid="users-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <UserFilters type={type} query={query} onQuery={setQuery} />
      <UserTable key={type ?? 'all'} type={type} query={query} />
    </Stack>
  );
}
