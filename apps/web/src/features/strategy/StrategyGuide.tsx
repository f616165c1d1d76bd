import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { CATALOGUE_GROUPS, fieldsOfGroup, rangeText } from './strategyFields.js';

/** Spec §2: the built-in guide explains each indicator, written from the catalogue in the user's language. */
export function StrategyGuide({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('strategy');
  const [language] = useLanguage();
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle>{t('guideTitle')}</DialogTitle>
      <DialogContent dividers data-testid="strategy-guide">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('guideIntro')}
        </Typography>
        {CATALOGUE_GROUPS.map((group) => (
          <Stack key={group} spacing={1.5} sx={{ mb: 3 }}>
            <Typography variant="h6">{t(`groups.${group}`)}</Typography>
            {fieldsOfGroup(group).map((field) => (
              <Stack key={field.id} data-testid={`guide-${field.id}`}>
                <Typography variant="subtitle2">
                  {field.name[language]}
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    {t(`units.${field.unit}`)}
                    {field.unit !== 'enum' && ` · ${rangeText(field, t)}`}
                  </Typography>
                </Typography>
                <Typography variant="body2">{field.meaning[language]}</Typography>
                {field.values && (
                  <Typography variant="body2" color="text.secondary">
                    {field.values.map((entry) => entry.label[language]).join(' · ')}
                  </Typography>
                )}
              </Stack>
            ))}
          </Stack>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
