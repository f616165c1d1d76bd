import { Checkbox, FormControlLabel, FormHelperText, Link } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
  checked: boolean;
  showError: boolean;
  onChange: (checked: boolean) => void;
}

export function TermsCheckbox({ checked, showError, onChange }: Props) {
  const { t } = useTranslation(['auth', 'messages']);
  return (
    <>
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} name="terms" />}
        label={
          <Trans
            t={t}
            i18nKey="auth:acceptTerms"
            components={{ terms: <Link component={RouterLink} to="/agreement" target="_blank" rel="noopener" /> }}
          />
        }
      />
      {showError && !checked && <FormHelperText error>{t('messages:termsRequired')}</FormHelperText>}
    </>
  );
}
