import { Settings } from '@mui/icons-material';
import { IconButton } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyMenu } from './useLazyMenu.js';
import { ShellTooltip } from './ShellTooltip.js';
import { shellPart } from './shellPart.js';

const SettingsMenuList = shellPart('SettingsMenuList');

export function SettingsMenu() {
  const { t } = useTranslation('shell');
  const menu = useLazyMenu();
  return (
    <>
      <ShellTooltip title={t('settings')}>
        <IconButton color="inherit" {...menu.button} aria-label={t('settings')}>
          <Settings />
        </IconButton>
      </ShellTooltip>
      <Suspense>{menu.opened && <SettingsMenuList {...menu.list} />}</Suspense>
    </>
  );
}
