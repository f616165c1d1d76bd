import { AlternateEmail, Chat } from '@mui/icons-material';
import { Box, CircularProgress, Link, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { snackbar } from '../snackbar/snackbar.js';
import { EmailLogin } from './EmailLogin.js';
import { errorText } from './errorText.js';
import { signInWithToken } from './signInWithToken.js';
import { useAppConfig } from './useAppConfig.js';
import { WechatLogin } from './WechatLogin.js';

type Method = 'wechat' | 'email';

export function LoginForm() {
  const { t } = useTranslation(['auth', 'messages']);
  const [language] = useLanguage();
  const config = useAppConfig();
  const [chosen, setChosen] = useState<Method | null>(null);

  const wechatLogin = config.data?.wechatLogin ?? false;
  const method: Method = wechatLogin ? (chosen ?? (language === 'zh' ? 'wechat' : 'email')) : 'email';

  async function onSigninToken(signinToken: string) {
    try {
      await signInWithToken(signinToken);
      snackbar.success(t('messages:loginSucceeded'));
    } catch (error) {
      snackbar.error(t('messages:loginFailed', { msg: errorText(error) }));
    }
  }

  return (
    <Box sx={{ width: '100%', maxWidth: 440, mx: 'auto', p: { xs: 1, sm: 2 } }} data-testid="login-form">
        <Stack spacing={2.5}>
          <Stack spacing={0.5}>
            <Typography variant="h5" sx={{ fontWeight: 700 }}>
              {t('title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('subtitle')}
            </Typography>
          </Stack>
          {config.isPending ? (
            <CircularProgress sx={{ alignSelf: 'center' }} />
          ) : (
            <>
              {wechatLogin && (
                <ToggleButtonGroup
                  exclusive
                  fullWidth
                  size="small"
                  value={method}
                  onChange={(_, next: Method | null) => next && setChosen(next)}
                >
                  <ToggleButton value="wechat">
                    <Chat fontSize="small" sx={{ mr: 1 }} />
                    {t('methodWechat')}
                  </ToggleButton>
                  <ToggleButton value="email">
                    <AlternateEmail fontSize="small" sx={{ mr: 1 }} />
                    {t('methodEmail')}
                  </ToggleButton>
                </ToggleButtonGroup>
              )}
              {method === 'wechat' ? <WechatLogin onSigninToken={onSigninToken} /> : <EmailLogin onSigninToken={onSigninToken} />}
            </>
          )}
          {config.data?.outbox && (
            <Typography variant="caption" color="text.secondary">
              {t('outboxHint')}{' '}
              <Link href="/dev/outbox" target="_blank" rel="noopener">
                /dev/outbox
              </Link>
            </Typography>
          )}
        </Stack>
    </Box>
  );
}
