import { ANNOTATION_LIMITS } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { canSave, draftChanges, EMPTY_DRAFT } from './annotationDraft.js';

describe('draftChanges', () => {
  it('names only the fields that changed, so an update sends nothing else', () => {
    const stored = { title: 'Breakout', mark: 'Above the band' };
    expect(draftChanges(stored, stored)).toEqual({});
    expect(draftChanges(stored, { ...stored, title: 'Retest' })).toEqual({ title: 'Retest' });
    expect(draftChanges(stored, { ...stored, mark: '' })).toEqual({ mark: '' });
  });

  it('takes spaces around a title as no change, as the server trims it', () => {
    expect(draftChanges({ title: 'Breakout', mark: '' }, { title: '  Breakout ', mark: '' })).toEqual({});
  });
});

describe('canSave', () => {
  it('stays off until the form is dirty', () => {
    expect(canSave('AAPL', EMPTY_DRAFT, EMPTY_DRAFT)).toBe(false);
    expect(canSave('AAPL', EMPTY_DRAFT, { title: '   ', mark: '' })).toBe(false);
    expect(canSave('AAPL', EMPTY_DRAFT, { title: 'Breakout', mark: '' })).toBe(true);
    expect(canSave('AAPL', EMPTY_DRAFT, { title: '', mark: 'notes' })).toBe(true);
  });

  it('stays off without a symbol or with a text over its limit', () => {
    expect(canSave('', EMPTY_DRAFT, { title: 'Breakout', mark: '' })).toBe(false);
    expect(canSave('AAPL', EMPTY_DRAFT, { title: 'x'.repeat(ANNOTATION_LIMITS.titleLength + 1), mark: '' })).toBe(false);
    expect(canSave('AAPL', EMPTY_DRAFT, { title: '', mark: 'x'.repeat(ANNOTATION_LIMITS.markLength + 1) })).toBe(false);
  });
});
