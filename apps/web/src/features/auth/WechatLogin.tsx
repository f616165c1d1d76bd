import { Box, Button, Stack, Typography } from '@mui/material';
import { LIMITS } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { snackbar } from '../snackbar/snackbar.js';
import { errorText } from './errorText.js';
import { LoginStepper } from './LoginStepper.js';

interface Props {
  onSigninToken: (signinToken: string) => Promise<void>;
}

interface Captcha {
  captcha: string;
  secret: string;
  expiresAt: number;
}

export function WechatLogin({ onSigninToken }: Props) {
  const { t } = useTranslation(['auth', 'messages']);
  const [step, setStep] = useState(0);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply() {
    setBusy(true);
    try {
      const answer = await request(callPaths.auth.wechatApply, {}, { kind: 'block' });
      setCaptcha({ ...answer, expiresAt: Date.now() + LIMITS.wechatCaptchaTtlSeconds * 1000 });
      setStep(1);
    } catch (error) {
      snackbar.error(`${t('messages:requestFailed')}: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  }

  async function sync() {
    if (!captcha) return;
    if (Date.now() > captcha.expiresAt) {
      snackbar.warning(t('wechatCodeExpired'));
      setCaptcha(null);
      setStep(0);
      return;
    }
    setBusy(true);
    try {
      const answer = await request(callPaths.auth.wechatVerify, { captcha: captcha.captcha, secret: captcha.secret }, { kind: 'block' });
      if (answer === 0) snackbar.error(t('messages:wechatNoLoginInfo'));
      else await onSigninToken(answer);
    } catch (error) {
      snackbar.error(t('messages:loginFailed', { msg: errorText(error) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={2}>
      <LoginStepper step={step} labels={[t('wechatStepApply'), t('wechatStepSend'), t('wechatStepSync')]} />
      {step === 0 && (
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            {t('wechatIntro')}
          </Typography>
          <Button variant="contained" size="large" onClick={() => void apply()} disabled={busy}>
            {t('wechatGetCode')}
          </Button>
        </Stack>
      )}
      {step > 0 && captcha && (
        <Stack spacing={1.5} sx={{ alignItems: 'stretch' }}>
          <Box
            data-testid="wechat-captcha"
            sx={{
              py: 2,
              textAlign: 'center',
              fontFamily: 'ui-monospace, monospace',
              fontSize: 36,
              letterSpacing: 8,
              borderRadius: 2,
              bgcolor: 'action.hover',
            }}
          >
            {captcha.captcha}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('wechatSendGuide', { seconds: LIMITS.wechatCaptchaTtlSeconds })}
          </Typography>
          {step === 1 ? (
            <Button variant="contained" size="large" onClick={() => setStep(2)}>
              {t('next')}
            </Button>
          ) : (
            <Stack direction="row" spacing={1}>
              <Button onClick={() => setStep(1)} disabled={busy}>
                {t('back')}
              </Button>
              <Button variant="contained" size="large" onClick={() => void sync()} disabled={busy} sx={{ flex: 1 }}>
                {t('wechatSync')}
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
