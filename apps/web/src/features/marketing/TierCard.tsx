import CheckIcon from '@mui/icons-material/Check';
import {
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

interface TierCardProps {
  name: string;
  tagline: string;
  price: ReactNode;
  /** Names the lower tier whose features this one includes. */
  includes?: string;
  items: string[];
  highlighted?: boolean;
  /** How to buy this tier; the contact page when the server does not sell by card. */
  actions?: ReactNode;
}

export function TierCard({ name, tagline, price, includes, items, highlighted = false, actions }: TierCardProps) {
  const { t } = useTranslation('marketing');
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: highlighted ? 'primary.main' : 'divider',
        borderWidth: highlighted ? 2 : 1,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
          <Typography variant="h5" component="h3" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          {highlighted && <Chip size="small" color="primary" label={t('pricing.popular')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {tagline}
        </Typography>
        {price}
        {includes && (
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {t('pricing.everythingIn', { tier: includes })}
          </Typography>
        )}
        <List dense>
          {items.map((item) => (
            <ListItem key={item} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon fontSize="small" color="success" />
              </ListItemIcon>
              <ListItemText primary={item} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        {actions ?? (
          <Button fullWidth variant={highlighted ? 'contained' : 'outlined'} component={RouterLink} to="/wechat/contact">
            {t('pricing.choose')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
