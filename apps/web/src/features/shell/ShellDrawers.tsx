import { Cloud } from '@mui/icons-material';
import { LIMITS } from '@signaldesk/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router-dom';
import type { DrawerId } from './DrawerId.js';
import { EmptyState } from './EmptyState.js';
import { RightDrawer } from './RightDrawer.js';
import { UserSummary } from './UserSummary.js';
import { useOpenedOnce } from './useOpenedOnce.js';

// Loaded when first opened, so the shell's first download carries none of them.
const QuickCalendar = lazy(() => import('../calendar/QuickCalendar.js').then(({ QuickCalendar }) => ({ default: QuickCalendar })));
const NotificationCentre = lazy(() =>
  import('../notifications/NotificationCentre.js').then(({ NotificationCentre }) => ({ default: NotificationCentre })),
);
const OptionGridSheet = lazy(() => import('../options/OptionGridSheet.js').then(({ OptionGridSheet }) => ({ default: OptionGridSheet })));

interface Props {
  open: DrawerId | null;
  onClose: () => void;
  onOpenUserDialog: () => void;
}

/** The right-side drawers (quick news calendar, notification centre, user info, stock cloud) and the option-chain sheet. */
export function ShellDrawers({ open, onClose, onOpenUserDialog }: Props) {
  const { t } = useTranslation('shell');
  // The option chain follows the symbol of the quote page on screen; elsewhere the sheet asks for one.
  const quote = useMatch('/apps/quote/:kind/:value/:symbol/*');
  const optionChainOpened = useOpenedOnce(open === 'optionChain');
  return (
    <>
      <RightDrawer open={open === 'calendar'} title={t('todayEconomics')} width={LIMITS.drawerWidth} onClose={onClose} testId="drawer-calendar">
        <QuickCalendar onNavigate={onClose} />
      </RightDrawer>
      <RightDrawer
        open={open === 'notifications'}
        title={t('notificationCentre')}
        width={LIMITS.drawerWidth}
        onClose={onClose}
        testId="drawer-notifications"
      >
        <NotificationCentre onNavigate={onClose} />
      </RightDrawer>
      <RightDrawer open={open === 'userInfo'} title={t('userInfo')} width={LIMITS.drawerWidth} onClose={onClose} testId="drawer-user-info">
        <UserSummary
          onOpenSettings={() => {
            onClose();
            onOpenUserDialog();
          }}
        />
      </RightDrawer>
      <RightDrawer
        open={open === 'stockCloud'}
        title={t('stockCloud')}
        width={LIMITS.stockCloudDrawerWidth}
        onClose={onClose}
        testId="drawer-stock-cloud"
      >
        <EmptyState icon={<Cloud fontSize="large" />} text={t('stockCloudEmpty')} />
      </RightDrawer>
      <Suspense>
        {optionChainOpened && (
          <OptionGridSheet symbol={quote?.params.symbol?.toUpperCase() ?? ''} open={open === 'optionChain'} onClose={onClose} />
        )}
      </Suspense>
    </>
  );
}
