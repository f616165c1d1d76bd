import { ANNOTATION_LIMITS } from '@signaldesk/contract';

/** What the trader types in the annotation dialog. */
export interface AnnotationDraft {
  title: string;
  mark: string;
}

export const EMPTY_DRAFT: AnnotationDraft = { title: '', mark: '' };

/** The fields that differ from what is stored; the server trims titles, so spaces around one are no change. */
export function draftChanges(stored: AnnotationDraft, draft: AnnotationDraft): Partial<AnnotationDraft> {
  const changes: Partial<AnnotationDraft> = {};
  if (draft.title.trim() !== stored.title) changes.title = draft.title.trim();
  if (draft.mark !== stored.mark) changes.mark = draft.mark;
  return changes;
}

export function draftFits(draft: AnnotationDraft): boolean {
  return draft.title.trim().length <= ANNOTATION_LIMITS.titleLength && draft.mark.length <= ANNOTATION_LIMITS.markLength;
}

/** New and Update stay disabled until the form is dirty and valid: a symbol set, the texts within their limits. */
export function canSave(symbol: string, stored: AnnotationDraft, draft: AnnotationDraft): boolean {
  return symbol.trim() !== '' && draftFits(draft) && Object.keys(draftChanges(stored, draft)).length > 0;
}
