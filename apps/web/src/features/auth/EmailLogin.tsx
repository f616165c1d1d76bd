import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { LIMITS, loginEmailField } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { snackbar } from '../snackbar/snackbar.js';
import { errorText } from './errorText.js';
import { LoginStepper } from './LoginStepper.js';
import { TermsCheckbox } from './TermsCheckbox.js';
import { submitHandler } from '../../components/submitHandler.js';

interface Props {
  onSigninToken: (signinToken: string) => Promise<void>;
}

const CODE_MIN = 10 ** (LIMITS.emailCodeLength - 1);

export function EmailLogin({ onSigninToken }: Props) {
  const { t } = useTranslation(['auth', 'messages']);
  const [step, setStep] = useState(0);
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [terms, setTerms] = useState(false);
  const [termsTouched, setTermsTouched] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const parsedEmail = loginEmailField.safeParse(email);
  const emailError = emailTouched && !parsedEmail.success ? t(`messages:${parsedEmail.error.issues[0]?.message}`) : '';
  const codeReady = code.length === LIMITS.emailCodeLength && Number(code) >= CODE_MIN;

  async function sendCode() {
    setEmailTouched(true);
    setTermsTouched(true);
    if (!parsedEmail.success || !terms) return;
    setBusy(true);
    snackbar.info(t('messages:sendMail'));
    try {
      await request(callPaths.auth.emailApply, { email: parsedEmail.data }, { kind: 'block' });
      setStep(1);
    } catch (error) {
      snackbar.error(`${t('messages:requestFailed')}: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  }

  async function verify() {
    if (!parsedEmail.success || !codeReady) return;
    setBusy(true);
    snackbar.info(t('messages:loggingIn'));
    try {
      const signinToken = await request(callPaths.auth.emailVerify, { email: parsedEmail.data, captcha: code }, { kind: 'block' });
      await onSigninToken(signinToken);
    } catch (error) {
      snackbar.error(`${t('messages:verificationFailed')}: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={2}>
      <LoginStepper step={step} labels={[t('emailStepAddress'), t('emailStepCode')]} />
      {step === 0 ? (
        <Box component="form" noValidate onSubmit={submitHandler(() => sendCode())}>
          <Stack spacing={1.5}>
            <TextField
              label={t('email')}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailTouched(true);
              }}
              error={Boolean(emailError)}
              helperText={emailError || ' '}
              fullWidth
              autoFocus
            />
            <TermsCheckbox checked={terms} showError={termsTouched} onChange={setTerms} />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {t('sendCode')}
            </Button>
          </Stack>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={submitHandler(() => verify())}>
          <Stack spacing={1.5}>
            <Typography variant="body2" color="text.secondary">
              {t('codeSentTo', { email: parsedEmail.data, minutes: LIMITS.emailCodeTtlSeconds / 60 })}
            </Typography>
            <TextField
              label={t('code')}
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, LIMITS.emailCodeLength))}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: LIMITS.emailCodeLength } }}
              fullWidth
              autoFocus
            />
            <Stack direction="row" spacing={1}>
              <Button onClick={() => setStep(0)} disabled={busy}>
                {t('back')}
              </Button>
              <Button type="submit" variant="contained" size="large" disabled={busy || !codeReady} sx={{ flex: 1 }}>
                {t('next')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
