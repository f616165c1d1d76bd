import { MenuBook, School } from '@mui/icons-material';
import { Alert, Box, Button, Chip, CircularProgress, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { COURSE_CATEGORIES, type CourseCategory } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.js';
import { errorText } from '../auth/errorText.js';
import { EmptyState } from '../shell/EmptyState.js';
import { useCatalogue } from './academyQueries.js';
import { CourseCard } from './CourseCard.js';

const isCategory = (value: string | null): value is CourseCategory => (COURSE_CATEGORIES as readonly (string | null)[]).includes(value);

/** /apps/academy/courses: the catalogue with the trader's progress, filtered by category (kept in ?category=). */
export function CoursesPage() {
  const { t } = useTranslation('academy');
  const catalogue = useCatalogue();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('category');
  const category = isCategory(wanted) ? wanted : null;
  const courses = catalogue.data?.list ?? [];
  const shown = category ? courses.filter((course) => course.category === category) : courses;
  const present = COURSE_CATEGORIES.filter((c) => courses.some((course) => course.category === c));

  return (
    <Stack spacing={2} data-testid="courses-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {catalogue.data && <Chip variant="outlined" label={t('version', { version: catalogue.data.version })} data-testid="academy-version" />}
          <Button component={RouterLink} to="/apps/academy/guide" startIcon={<MenuBook />} title={t('guide.openHint')}>
            {t('guide.open')}
          </Button>
        </Stack>
      </PageHeader>
      {catalogue.isPending && <CircularProgress sx={{ alignSelf: 'center' }} />}
      {catalogue.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void catalogue.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed', { msg: errorText(catalogue.error) })}
        </Alert>
      )}
      {catalogue.data && (
        <>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={category ?? 'all'}
            onChange={(_, next: string | null) => next && setParams(next === 'all' ? {} : { category: next }, { replace: true })}
            sx={{ flexWrap: 'wrap' }}
            data-testid="category-filter"
          >
            <ToggleButton value="all">{t('allCategories')}</ToggleButton>
            {present.map((c) => (
              <ToggleButton key={c} value={c}>
                {t(`categories.${c}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {shown.length === 0 ? (
            <EmptyState icon={<School fontSize="large" />} text={t('noCourses')} />
          ) : (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
              {shown.map((course) => (
                <CourseCard key={course.id} course={course} />
              ))}
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
