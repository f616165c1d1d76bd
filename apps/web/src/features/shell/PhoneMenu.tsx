import { MoreVert } from '@mui/icons-material';
import { IconButton } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawerId } from './DrawerId.js';
import { useLazyMenu } from './useLazyMenu.js';
import { ShellTooltip } from './ShellTooltip.js';
import { shellPart } from './shellPart.js';

const PhoneMenuList = shellPart('PhoneMenuList');

/** On a phone the app bar keeps only what fits; the language, settings, user info and the drawers live here. */
export function PhoneMenu({ onDrawer }: { onDrawer: (id: DrawerId) => void }) {
  const { t } = useTranslation('shell');
  const menu = useLazyMenu();
  return (
    <>
      <ShellTooltip title={t('more')}>
        <IconButton color="inherit" {...menu.button} aria-label={t('more')} data-testid="phone-menu">
          <MoreVert />
        </IconButton>
      </ShellTooltip>
      <Suspense>{menu.opened && <PhoneMenuList {...menu.list} onDrawer={onDrawer} />}</Suspense>
    </>
  );
}
