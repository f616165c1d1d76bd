import { Settings } from '@mui/icons-material';
import { IconButton, Menu, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localFlags } from '../../app/localFlags.js';
import { RiseFallMenuItems } from '../riseFall/RiseFallMenuItems.js';
import { FlagMenuItem } from './FlagMenuItem.js';

export function SettingsMenu() {
  const { t } = useTranslation('shell');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('settings')}>
        <IconButton color="inherit" onClick={(event) => setAnchor(event.currentTarget)} aria-label={t('settings')}>
          <Settings />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <FlagMenuItem flag={localFlags.realtimeNotify} label={t('realtimeNotify')} testId="setting-bell" />
        <FlagMenuItem flag={localFlags.soundEffect} label={t('soundEffect')} testId="setting-sound" />
        <FlagMenuItem flag={localFlags.messengerSidebar} label={t('messengerSidebar')} testId="setting-sidebar" />
        <RiseFallMenuItems testId="setting-rise-fall" />
      </Menu>
    </>
  );
}
