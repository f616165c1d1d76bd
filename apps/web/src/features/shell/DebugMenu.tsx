import { BugReport, Check } from '@mui/icons-material';
import { Divider, IconButton, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem, Tooltip } from '@mui/material';
import type { AccountRole } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localFlags } from '../../app/localFlags.js';
import { useStore } from '../../app/useStore.js';
import { FlagMenuItem } from './FlagMenuItem.js';
import { viewAsStore } from './viewAsStore.js';

const VIEW_AS: readonly (AccountRole | null)[] = [null, 'user', 'member', 'vip', 'manager'];

/** Super only: the request-debug header switch and a menu-only "view as" role. */
export function DebugMenu() {
  const { t } = useTranslation(['shell', 'common']);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const viewAs = useStore(viewAsStore);
  return (
    <>
      <Tooltip title={t('debug')}>
        <IconButton color="inherit" onClick={(event) => setAnchor(event.currentTarget)} aria-label={t('debug')} data-testid="debug-menu">
          <BugReport color={viewAs ? 'warning' : 'inherit'} />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <FlagMenuItem flag={localFlags.requestDebug} label={t('requestDebug')} testId="debug-request" />
        <Divider />
        <ListSubheader>{t('viewAs')}</ListSubheader>
        {VIEW_AS.map((role) => (
          <MenuItem key={role ?? 'self'} onClick={() => viewAsStore.set(role)} data-testid={`view-as-${role ?? 'self'}`}>
            <ListItemIcon>{viewAs === role && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText primary={role ? t(`common:roles.${role}`) : t('viewAsSelf')} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
