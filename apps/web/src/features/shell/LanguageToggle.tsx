import { Translate } from '@mui/icons-material';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { ShellTooltip } from './ShellTooltip.js';

/** Switches between English and Chinese; the choice is kept in localStorage. */
export function LanguageToggle() {
  const { t } = useTranslation('shell');
  const [language, setLanguage] = useLanguage();
  return (
    <ShellTooltip title={t('language')}>
      <Button
        color="inherit"
        size="small"
        startIcon={<Translate />}
        onClick={() => setLanguage(language === 'zh' ? 'en' : 'zh')}
        aria-label={t('language')}
        data-testid="language-toggle"
        sx={{ minWidth: 0, px: 1 }}
      >
        {language === 'zh' ? 'EN' : '中文'}
      </Button>
    </ShellTooltip>
  );
}
