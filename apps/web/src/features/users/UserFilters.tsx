import { Search } from '@mui/icons-material';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { accountRoleSchema } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

interface Props {
  type: string | undefined;
  query: string;
  onQuery: (query: string) => void;
}

/** The role filter (the URL /apps/user/type/:type) and the text search. */
export function UserFilters({ type, query, onQuery }: Props) {
  const { t } = useTranslation(['users', 'common']);
  const navigate = useNavigate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
      <TextField
        select
        size="small"
        label={t('roleFilter')}
        value={type ?? ''}
        onChange={(event) => navigate(event.target.value ? `/apps/user/type/${event.target.value}` : '/apps/user')}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('allRoles')}</MenuItem>
        {accountRoleSchema.options.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`common:roles.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        placeholder={t('searchPlaceholder')}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        sx={{ flex: 1, maxWidth: 480 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-label': t('searchPlaceholder'), 'data-testid': 'user-search' },
        }}
      />
    </Stack>
  );
}
