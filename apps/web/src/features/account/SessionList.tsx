import { Computer, Language } from '@mui/icons-material';
import { Button, Chip, List, ListItem, ListItemIcon, ListItemText, Skeleton, Typography } from '@mui/material';
import { callPaths } from '@signaldesk/contract/callPaths';
import { formatDate } from '@signaldesk/format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';
import { Section } from './Section.js';

export function SessionList() {
  const { t, i18n } = useTranslation('account');
  const queryClient = useQueryClient();
  // Sessions open elsewhere (a desktop assistant exchanging its code), so each opening of user info asks again.
  const sessions = useQuery({ queryKey: ['sessions'], queryFn: () => request(callPaths.auth.sessionList, {}), refetchOnMount: 'always' });
  const revoke = useMutation({
    mutationFn: (sessionid: string) => request(callPaths.auth.sessionRevoke, { sessionid }, { kind: 'block' }),
    onSuccess: () => {
      snackbar.success(t('sessionRevoked'));
      void queryClient.invalidateQueries({ queryKey: ['sessions'] });
    },
    onError: (error) => snackbar.error(errorText(error)),
  });

  return (
    <Section title={t('sessions')} testId="sessions-section">
      {sessions.isPending && <Skeleton variant="rounded" height={48} />}
      {sessions.isError && <Typography color="error">{sessions.error.message}</Typography>}
      <List dense disablePadding>
        {sessions.data?.list.map((session) => (
          <ListItem
            key={session.sessionid}
            data-testid={`session-${session.sessionid}`}
            disableGutters
            secondaryAction={
              session.current ? (
                <Chip size="small" color="success" label={t('currentSession')} />
              ) : (
                <Button size="small" color="error" onClick={() => revoke.mutate(session.sessionid)} disabled={revoke.isPending}>
                  {t('revoke')}
                </Button>
              )
            }
          >
            <ListItemIcon sx={{ minWidth: 36 }}>{session.kind === 'desktop' ? <Computer /> : <Language />}</ListItemIcon>
            <ListItemText
              primary={session.name}
              slotProps={{ primary: { noWrap: true, title: session.name } }}
              secondary={t('sessionTimes', {
                created: formatDate(session.createdAt, i18n.language),
                seen: formatDate(session.lastSeenAt, i18n.language),
              })}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}
