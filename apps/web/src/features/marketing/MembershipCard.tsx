import { PRICES } from '@signaldesk/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Divider,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

const PERMISSIONS = ['privateIndicators', 'cloudTracking', 'signals', 'tick', 'options'] as const;

/** The no-access page's offer: what a member gets and the yearly price, with the purchase path. */
export function MembershipCard() {
  const { t } = useTranslation('marketing');
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 440, textAlign: 'left', borderColor: 'primary.main', borderWidth: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <WorkspacePremiumIcon color="primary" />
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {t('membership.title')}
          </Typography>
        </Stack>
        <Typography variant="body1" sx={{ mb: 1 }}>
          {t('membership.pitch')}
        </Typography>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('membership.permissionsTitle')}
        </Typography>
        <List dense>
          {PERMISSIONS.map((key) => (
            <ListItem key={key} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckCircleIcon fontSize="small" color="success" />
              </ListItemIcon>
              <ListItemText primary={t(`membership.${key}`)} />
            </ListItem>
          ))}
        </List>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('membership.performance')}
        </Typography>
        <Divider sx={{ my: 2 }} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {t('membership.price', { price: PRICES.yearlyUsd })}
          </Typography>
          <Typography variant="body1" color="text.secondary">
            {t('membership.perYear')}
          </Typography>
        </Stack>
        <Box sx={{ mt: 1 }}>
          <Chip
            color="success"
            variant="outlined"
            label={t('membership.discount', { percent: PRICES.yearlyDiscountPercent, monthly: PRICES.monthlyUsd })}
          />
        </Box>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button fullWidth size="large" variant="contained" component={RouterLink} to="/pricing">
          {t('membership.purchase')}
        </Button>
      </CardActions>
    </Card>
  );
}
