import { AccountCircle, CalendarToday, Cloud, TableChart, Translate } from '@mui/icons-material';
import { Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localFlags } from '../../app/localFlags.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { RiseFallMenuItems } from '../riseFall/RiseFallMenuItems.js';
import type { DrawerId } from './DrawerId.js';
import { FlagMenuItem } from './FlagMenuItem.js';
import type { MenuListProps } from './useLazyMenu.js';

export function PhoneMenuList({ anchor, onClose, onDrawer }: MenuListProps & { onDrawer: (id: DrawerId) => void }) {
  const { t } = useTranslation('shell');
  const [language, setLanguage] = useLanguage();
  const item = (icon: ReactNode, text: string, onClick: () => void, testId: string) => (
    <MenuItem
      onClick={() => {
        onClose();
        onClick();
      }}
      data-testid={testId}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={text} />
    </MenuItem>
  );
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {item(<AccountCircle fontSize="small" />, t('userInfo'), () => onDrawer('userInfo'), 'phone-user-info')}
      {item(
        <Translate fontSize="small" />,
        language === 'zh' ? 'English' : '中文',
        () => setLanguage(language === 'zh' ? 'en' : 'zh'),
        'phone-language',
      )}
      {item(<CalendarToday fontSize="small" />, t('todayEconomics'), () => onDrawer('calendar'), 'phone-calendar')}
      {item(<TableChart fontSize="small" />, t('optionChain'), () => onDrawer('optionChain'), 'phone-option-chain')}
      {item(<Cloud fontSize="small" />, t('stockCloud'), () => onDrawer('stockCloud'), 'phone-stock-cloud')}
      <Divider />
      <ListSubheader>{t('settings')}</ListSubheader>
      <FlagMenuItem flag={localFlags.realtimeNotify} label={t('realtimeNotify')} testId="phone-setting-bell" />
      <FlagMenuItem flag={localFlags.soundEffect} label={t('soundEffect')} testId="phone-setting-sound" />
      <FlagMenuItem flag={localFlags.messengerSidebar} label={t('messengerSidebar')} testId="phone-setting-sidebar" />
      <RiseFallMenuItems testId="phone-setting-rise-fall" />
    </Menu>
  );
}
