import type { AlertTrigger } from '@signaldesk/contract';

/** Where in time a met condition stands: the reading's moment and the opening time of its bar, epoch seconds. */
export interface TriggerMoment {
  time: number;
  barOpen: number;
}

/** What the trigger knows of its alert. */
export interface TriggerState {
  id: string;
  trigger: AlertTrigger;
  active: boolean;
  /** Epoch seconds from which the alert fires no more; never when null. */
  expiresAt: number | null;
  /** When the trader last created, changed or resumed the alert: a once-alert set again may fire again. */
  armedAt: number;
  /** The last firing since it was armed, or null. */
  lastFired: TriggerMoment | null;
}

export type HeldBack = 'paused' | 'expired' | 'spent' | 'sameBar' | 'tooSoon';

/**
 * Fire with a key that names this firing, or why not. Processes reading the same feed reach the same key for the same
 * firing, so a unique key in the delivery table keeps one: once names the arming, once per bar the bar, every time the
 * reading's moment.
 */
export type TriggerDecision = { fire: true; key: string } | { fire: false; heldBack: HeldBack };

/** Asked when the condition is met: whether the alert fires now. */
export function triggerDecision(state: TriggerState, moment: TriggerMoment): TriggerDecision {
  if (!state.active) return { fire: false, heldBack: 'paused' };
  if (state.expiresAt !== null && moment.time >= state.expiresAt) return { fire: false, heldBack: 'expired' };
  const last = state.lastFired;
  switch (state.trigger.mode) {
    case 'once':
      return last ? { fire: false, heldBack: 'spent' } : { fire: true, key: `${state.id}:once:${state.armedAt}` };
    case 'oncePerBar':
      return last?.barOpen === moment.barOpen ? { fire: false, heldBack: 'sameBar' } : { fire: true, key: `${state.id}:bar:${moment.barOpen}` };
    case 'every':
      return last && moment.time - last.time < state.trigger.gapSeconds
        ? { fire: false, heldBack: 'tooSoon' }
        : { fire: true, key: `${state.id}:tick:${moment.time}` };
  }
}
