import CheckIcon from '@mui/icons-material/Check';
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { entitlementsAddedBy, type Plan } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';

/** What a plan adds to the plan below it, from the contract's list the server enforces. */
export function EntitlementList({ plan }: { plan: Plan }) {
  const { t } = useTranslation('marketing');
  return (
    <List dense data-testid="entitlements" data-plan={plan}>
      {entitlementsAddedBy(plan).map(({ id }) => (
        <ListItem key={id} disableGutters data-testid="entitlement" data-entitlement={id}>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <CheckIcon fontSize="small" color="success" />
          </ListItemIcon>
          <ListItemText primary={t(`plans.entitlement.${id}`)} />
        </ListItem>
      ))}
    </List>
  );
}
