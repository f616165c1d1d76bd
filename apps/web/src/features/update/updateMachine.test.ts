import { describe, expect, it } from 'vitest';
import { type UpdateEvent, type UpdateState, updateMachine } from './updateMachine.js';

const run = (events: UpdateEvent[], from: UpdateState = 'none') => events.reduce(updateMachine, from);

describe('updateMachine', () => {
  it('stays at no update until a waiting worker is found', () => {
    expect(run(['show', 'later', 'upgrade'])).toBe('none');
    expect(run(['found'])).toBe('available');
  });

  it('opens the dialog, and Upgrade later dismisses it', () => {
    expect(run(['found', 'show'])).toBe('open');
    expect(run(['found', 'show', 'later'])).toBe('dismissed');
  });

  it('reopens from dismissed, and a new find makes it available again', () => {
    expect(run(['found', 'show', 'later', 'show'])).toBe('open');
    expect(run(['found', 'show', 'later', 'found'])).toBe('available');
  });

  it('Upgrade now moves to upgrading, which nothing leaves', () => {
    expect(run(['found', 'show', 'upgrade'])).toBe('upgrading');
    expect(run(['found', 'show', 'upgrade', 'later', 'found', 'show'])).toBe('upgrading');
  });

  it('a find while the dialog is open keeps it open', () => {
    expect(run(['found', 'show', 'found'])).toBe('open');
  });
});
