import { Avatar, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface FeatureCardProps {
  icon: ReactNode;
  title: string;
  /** Plain text or a short list; rendered in a div so a list inside stays valid HTML. */
  body: ReactNode;
}

export function FeatureCard({ icon, title, body }: FeatureCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Avatar variant="rounded" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mb: 2 }}>
          {icon}
        </Avatar>
        <Typography variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="div">
          {body}
        </Typography>
      </CardContent>
    </Card>
  );
}
