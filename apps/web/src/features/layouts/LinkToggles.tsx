import { Link } from '@mui/icons-material';
import { Stack, ToggleButton, Tooltip, Typography } from '@mui/material';
import { LAYOUT_LINKS, type LayoutLink, type LayoutLinks } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';

/** A switch for each of what the charts may share; each says what it does on hover. */
export function LinkToggles({ links, onToggle }: { links: LayoutLinks; onToggle: (link: LayoutLink) => void }) {
  const { t } = useTranslation('layouts');
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }} data-testid="layout-links">
      <Link fontSize="small" color="action" />
      <Typography variant="body2" color="text.secondary">
        {t('link')}
      </Typography>
      {LAYOUT_LINKS.map((link) => (
        <Tooltip key={link} title={t(`linkHints.${link}`)}>
          <ToggleButton
            size="small"
            value={link}
            selected={links[link]}
            onChange={() => onToggle(link)}
            sx={{ py: 0.25, px: 1, whiteSpace: 'nowrap' }}
            data-testid={`layout-link-${link}`}
          >
            {t(`links.${link}`)}
          </ToggleButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
