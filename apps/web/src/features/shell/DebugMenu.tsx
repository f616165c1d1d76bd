import { BugReport } from '@mui/icons-material';
import { IconButton } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/useStore.js';
import { useLazyMenu } from './useLazyMenu.js';
import { viewAsStore } from './viewAsStore.js';
import { ShellTooltip } from './ShellTooltip.js';
import { shellPart } from './shellPart.js';

const DebugMenuList = shellPart('DebugMenuList');

/** Super only: the request-debug header switch and a menu-only "view as" role. */
export function DebugMenu() {
  const { t } = useTranslation('shell');
  const menu = useLazyMenu();
  const viewAs = useStore(viewAsStore);
  return (
    <>
      <ShellTooltip title={t('debug')}>
        <IconButton color="inherit" {...menu.button} aria-label={t('debug')} data-testid="debug-menu">
          <BugReport color={viewAs ? 'warning' : 'inherit'} />
        </IconButton>
      </ShellTooltip>
      <Suspense>{menu.opened && <DebugMenuList {...menu.list} />}</Suspense>
    </>
  );
}
