import type { CourseProgress, Language } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/request.js';
import { useLanguage } from '../../i18n/useLanguage.js';

/** Courses are asked for in the interface language; a language switch is another query. */
export const catalogueKey = (lang: Language) => ['academy', 'list', lang] as const;
export const courseKey = (courseId: string, lang: Language) => ['academy', 'course', courseId, lang] as const;

export function useCatalogue() {
  const [lang] = useLanguage();
  return useQuery({ queryKey: catalogueKey(lang), queryFn: () => request(callPaths.academy.list, {}) });
}

export function useCourse(courseId: string) {
  const [lang] = useLanguage();
  return useQuery({ queryKey: courseKey(courseId, lang), queryFn: () => request(callPaths.academy.course, { courseId }) });
}

function rememberProgress(queryClient: QueryClient, courseId: string, progress: CourseProgress) {
  queryClient.setQueriesData<{ course: { progress: CourseProgress } }>({ queryKey: ['academy', 'course', courseId] }, (data) =>
    data ? { ...data, course: { ...data.course, progress } } : data,
  );
  void queryClient.invalidateQueries({ queryKey: ['academy', 'list'] });
}

/** Saves the step the trader stands on; the catalogue is fetched again so it shows the new standing. */
export function useSaveProgress(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentStep: number) => request(callPaths.academy.progress, { courseId, currentStep }),
    onSuccess: ({ progress }) => rememberProgress(queryClient, courseId, progress),
  });
}
