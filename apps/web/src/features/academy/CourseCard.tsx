import { CheckCircle } from '@mui/icons-material';
import { Card, CardActionArea, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import type { CourseEntry } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { coursePath } from './courseStep.js';

function progressText(course: CourseEntry, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (course.progress.completed) return t('completed');
  if (course.progress.currentStep === 0) return t('notStarted');
  return t('progress', { current: course.progress.currentStep + 1, total: course.totalSteps });
}

/** One course of the catalogue: what it teaches, how long it takes, and how far the trader got. */
export function CourseCard({ course }: { course: CourseEntry }) {
  const { t } = useTranslation('academy');
  const { progress } = course;
  const done = progress.completed ? course.totalSteps : progress.currentStep;
  return (
    <Card
      variant="outlined"
      sx={{ borderTop: 4, borderTopColor: course.color, height: '100%' }}
      data-testid="course-card"
      data-course-id={course.id}
      data-completed={progress.completed}
      data-current-step={progress.currentStep}
    >
      <CardActionArea component={RouterLink} to={coursePath(course.id)} sx={{ height: '100%', alignItems: 'stretch' }}>
        <CardContent component={Stack} spacing={1.5} sx={{ height: '100%' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Chip size="small" label={t(`categories.${course.category}`)} sx={{ bgcolor: course.color, color: 'common.white' }} />
            <Chip size="small" variant="outlined" label={t('minutes', { count: course.duration })} />
            <Chip size="small" variant="outlined" label={t('steps', { count: course.totalSteps })} />
            {course.featured && <Chip size="small" color="warning" variant="outlined" label={t('featured')} />}
          </Stack>
          <Typography variant="h6" component="h2">
            {course.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {course.description}
          </Typography>
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              {progress.completed && <CheckCircle color="success" fontSize="small" />}
              <Typography variant="caption" data-testid="course-progress">
                {progressText(course, t)}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={(done / course.totalSteps) * 100}
              color={progress.completed ? 'success' : 'primary'}
              aria-label={progressText(course, t)}
            />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
