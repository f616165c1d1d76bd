import { PowerSettingsNew } from '@mui/icons-material';
import { Button, Chip, Link, MenuItem, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { type AccountRole, type AdminUser, accountRoleSchema, type Market, MARKETS } from '@signaldesk/contract';
import { formatDate } from '@signaldesk/format';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
  user: AdminUser;
  busy: boolean;
  onChange: (change: { role?: AccountRole; market?: Market }) => void;
  onForceOffline: () => void;
}

export function UserRow({ user, busy, onChange, onForceOffline }: Props) {
  const { t, i18n } = useTranslation(['users', 'common', 'shell']);
  return (
    <TableRow hover data-testid="user-row">
      <TableCell>
        <Stack>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {user.username}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {user.email ?? '—'}
          </Typography>
        </Stack>
      </TableCell>
      <TableCell>
        <Link component={RouterLink} to={`/apps/ticket/comsumer/${encodeURIComponent(user.userid)}`} sx={{ fontFamily: 'monospace', fontSize: 12 }}>
          {user.userid}
        </Link>
      </TableCell>
      <TableCell>
        <TextField
          select
          size="small"
          variant="standard"
          value={user.assignedRole}
          disabled={busy}
          onChange={(event) => onChange({ role: event.target.value as AccountRole })}
          slotProps={{ htmlInput: { 'aria-label': t('assignedRole') } }}
        >
          {accountRoleSchema.options.map((role) => (
            <MenuItem key={role} value={role}>
              {t(`common:roles.${role}`)}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell>
        <Chip size="small" label={t(`common:roles.${user.role}`)} color={user.role === user.assignedRole ? 'default' : 'success'} />
      </TableCell>
      <TableCell>
        <TextField
          select
          size="small"
          variant="standard"
          value={user.market}
          disabled={busy}
          onChange={(event) => onChange({ market: event.target.value as Market })}
          slotProps={{ htmlInput: { 'aria-label': t('market') } }}
        >
          {MARKETS.map((market) => (
            <MenuItem key={market} value={market}>
              {t(`shell:markets.${market}`)}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.exp === null ? '—' : formatDate(user.exp, i18n.language)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.lastSeenAt === null ? '—' : formatDate(user.lastSeenAt, i18n.language)}</TableCell>
      <TableCell align="right">
        <Button size="small" color="error" startIcon={<PowerSettingsNew />} disabled={busy || user.sessions === 0} onClick={onForceOffline}>
          {t('forceOffline', { sessions: user.sessions })}
        </Button>
      </TableCell>
    </TableRow>
  );
}
