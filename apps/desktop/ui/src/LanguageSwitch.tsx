import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { Language } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';

/** English or Chinese, each named in its own language. */
export function LanguageSwitch({ value, onChange }: { value: Language; onChange: (language: Language) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, next: Language | null) => next && onChange(next)}
      aria-label={t('settings.language')}
      data-testid="language-switch"
    >
      <ToggleButton value="en" lang="en">
        English
      </ToggleButton>
      <ToggleButton value="zh" lang="zh-CN">
        中文
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
