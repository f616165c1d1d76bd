import { Check } from '@mui/icons-material';
import { Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import type { AccountRole } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { localFlags } from '../../app/localFlags.js';
import { useStore } from '../../app/useStore.js';
import { FlagMenuItem } from './FlagMenuItem.js';
import type { MenuListProps } from './useLazyMenu.js';
import { viewAsStore } from './viewAsStore.js';

const VIEW_AS: readonly (AccountRole | null)[] = [null, 'user', 'member', 'vip', 'manager'];

export function DebugMenuList({ anchor, onClose }: MenuListProps) {
  const { t } = useTranslation(['shell', 'common']);
  const viewAs = useStore(viewAsStore);
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
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
  );
}
