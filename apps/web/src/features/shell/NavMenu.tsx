import { Lock } from '@mui/icons-material';
import { Divider, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import { hasRole } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { APP_ROUTES, type AppRoute } from '../../app/appRoutes.js';
import { NavIcon } from './NavIcon.js';
import { ShellTooltip } from './ShellTooltip.js';
import { useMenuRole } from './useMenuRole.js';

interface Props {
  collapsed: boolean;
  onNavigate: () => void;
}

export function NavMenu({ collapsed, onNavigate }: Props) {
  const { t } = useTranslation('shell');
  const role = useMenuRole();
  const admin = hasRole(role, 'super');

  const item = (app: AppRoute) => {
    const locked = !hasRole(role, app.role);
    const label = t(`nav.${app.id}`);
    const button = (
        <ListItemButton
          key={app.id}
          component={NavLink}
          to={`/apps/${app.id}`}
          onClick={onNavigate}
          data-testid={`nav-${app.id}`}
          data-locked={locked}
          sx={{
            mx: 1,
            borderRadius: 2,
            minHeight: 44,
            '&.active': { bgcolor: 'action.selected', color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } },
          }}
        >
          <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>
            <NavIcon id={app.id} />
          </ListItemIcon>
          {!collapsed && <ListItemText primary={label} />}
          {locked && (
            <Lock
              fontSize="small"
              titleAccess={t('locked')}
              sx={{ color: 'text.disabled', ml: collapsed ? -1 : 0, fontSize: collapsed ? 12 : 18 }}
            />
          )}
        </ListItemButton>
    );
    // Only the collapsed column, which shows no names, needs a tooltip to name each screen.
    return collapsed ? (
      <ShellTooltip key={app.id} title={label} placement="right">
        {button}
      </ShellTooltip>
    ) : (
      button
    );
  };

  return (
    <List component="nav" aria-label={t('navigation')} dense={collapsed}>
      {APP_ROUTES.filter((app) => app.group === 'apps').map(item)}
      {admin && (
        <>
          <Divider sx={{ my: 1 }} />
          {!collapsed && <ListSubheader sx={{ bgcolor: 'transparent' }}>{t('admin')}</ListSubheader>}
          {APP_ROUTES.filter((app) => app.group === 'admin').map(item)}
        </>
      )}
    </List>
  );
}
