import { Menu } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localFlags } from '../../app/localFlags.js';
import { RiseFallMenuItems } from '../riseFall/RiseFallMenuItems.js';
import { FlagMenuItem } from './FlagMenuItem.js';
import type { MenuListProps } from './useLazyMenu.js';

export function SettingsMenuList({ anchor, onClose }: MenuListProps) {
  const { t } = useTranslation('shell');
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <FlagMenuItem flag={localFlags.realtimeNotify} label={t('realtimeNotify')} testId="setting-bell" />
      <FlagMenuItem flag={localFlags.soundEffect} label={t('soundEffect')} testId="setting-sound" />
      <FlagMenuItem flag={localFlags.messengerSidebar} label={t('messengerSidebar')} testId="setting-sidebar" />
      <RiseFallMenuItems testId="setting-rise-fall" />
    </Menu>
  );
}
