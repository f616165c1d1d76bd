import { ArrowBack, ArrowForward, CheckCircle } from '@mui/icons-material';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Step, StepButton, Stepper, Typography } from '@mui/material';
import type { CourseEntry, CourseStep } from '@signaldesk/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';
import { useCourse, useSaveProgress } from './academyQueries.js';
import { CourseMarkdown } from './CourseMarkdown.js';
import { coursePath, stepToShow } from './courseStep.js';

/** /apps/academy/course/{courseId}/{step?}: one course, step by step, remembering where the trader is. */
export function CoursePage() {
  const { t } = useTranslation('academy');
  const { courseId = '', '*': pathStep = '' } = useParams();
  const { hash } = useLocation();
  const course = useCourse(courseId);

  if (course.isPending) return <CircularProgress sx={{ display: 'block', mx: 'auto', mt: 6 }} />;
  if (course.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" component={RouterLink} to="/apps/academy/courses">
            {t('backToCourses')}
          </Button>
        }
        data-testid="course-error"
      >
        {errorText(course.error)}
      </Alert>
    );
  }
  const { course: entry, steps, version } = course.data;
  const index = stepToShow(entry, steps, pathStep, hash);
  if (pathStep !== String(index + 1)) return <Navigate to={`${coursePath(entry.id, index)}${hash}`} replace />;
  return <CourseReader key={entry.id} entry={entry} steps={steps} version={version} index={index} hash={hash} />;
}

interface ReaderProps {
  entry: CourseEntry;
  steps: readonly CourseStep[];
  version: string;
  index: number;
  hash: string;
}

function CourseReader({ entry, steps, version, index, hash }: ReaderProps) {
  const { t } = useTranslation('academy');
  const navigate = useNavigate();
  const save = useSaveProgress(entry.id);
  const step = steps[index] as CourseStep;
  const last = index === steps.length - 1;
  const { mutate } = save;
  const saved = useRef(entry.progress.currentStep);

  useEffect(() => {
    if (saved.current === index) return;
    saved.current = index;
    mutate(index, { onError: (error) => snackbar.error(errorText(error)) });
  }, [index, mutate]);

  // An anchor scrolls to its heading (its scroll margin keeps it below the app bar) once the step is on screen.
  // A step without one starts at the top of the page: scrolling the reader itself into view would tuck the
  // course title under the fixed app bar.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step scrolls even when the hash stays the same
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0 });
  }, [index, hash]);

  const go = (next: number) => navigate(coursePath(entry.id, next));
  const finish = () => {
    saved.current = steps.length;
    mutate(steps.length, { onError: (error) => snackbar.error(errorText(error)) });
  };

  return (
    <Stack spacing={2} data-testid="course-page" data-course-id={entry.id} data-step={index + 1} data-completed={entry.progress.completed}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <Stack sx={{ flex: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {entry.title}
          </Typography>
          <Typography color="text.secondary">{entry.abstract}</Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" label={t(`categories.${entry.category}`)} sx={{ bgcolor: entry.color, color: 'common.white' }} />
          <Chip size="small" variant="outlined" label={t('minutes', { count: entry.duration })} />
          <Chip size="small" variant="outlined" label={t('version', { version })} data-testid="academy-version" />
        </Stack>
      </Stack>
      <Box sx={{ overflowX: 'auto', pb: 1 }}>
        <Stepper nonLinear activeStep={index} alternativeLabel sx={{ minWidth: steps.length * 96 }}>
          {steps.map((s, i) => (
            <Step key={s.order} completed={entry.progress.completed || i < entry.progress.currentStep}>
              <StepButton onClick={() => go(i)} data-testid="course-step-button">
                {s.title}
              </StepButton>
            </Step>
          ))}
        </Stepper>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Typography variant="overline" color="text.secondary">
          {t('stepOf', { current: index + 1, total: steps.length })}
        </Typography>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }} data-testid="course-step-title">
          {step.title}
        </Typography>
        {step.subtitle && (
          <Typography variant="subtitle1" color="text.secondary" gutterBottom>
            {step.subtitle}
          </Typography>
        )}
        <CourseMarkdown key={index} content={step.content} />
      </Paper>
      {entry.progress.completed && last && (
        <Alert severity="success" icon={<CheckCircle />} data-testid="course-completed">
          {t('finished')}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button startIcon={<ArrowBack />} disabled={index === 0} onClick={() => go(index - 1)} data-testid="course-back">
          {t('back')}
        </Button>
        <Button component={RouterLink} to="/apps/academy/courses">
          {t('backToCourses')}
        </Button>
        {last ? (
          <Button variant="contained" startIcon={<CheckCircle />} onClick={finish} disabled={save.isPending} data-testid="course-finish">
            {t('finish')}
          </Button>
        ) : (
          <Button variant="contained" endIcon={<ArrowForward />} onClick={() => go(index + 1)} data-testid="course-next">
            {t('next')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
