import { Avatar, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface DownloadCardProps {
  icon: ReactNode;
  title: string;
  body: string;
  /** The download buttons; disabled ones stay visible so users learn the build was withdrawn. */
  actions: ReactNode;
}

export function DownloadCard({ icon, title, body, actions }: DownloadCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Avatar variant="rounded" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {icon}
          </Avatar>
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {body}
        </Typography>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>{actions}</CardActions>
    </Card>
  );
}
