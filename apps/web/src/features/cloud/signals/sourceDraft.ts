import type { SignalSourceInput } from '@signaldesk/contract';
import { signalSourceInputSchema } from '@signaldesk/contract';
import { asKey, type RunDraft, type RunErrors, runRequestOf } from '../runDraft.js';

/** The publish dialog as typed; the strategy comes from the run form as it stands. */
export interface SourceDraft {
  name: string;
  description: string;
  lists: string[];
  published: boolean;
}

/**
 * The create call's body from the run form's strategy and the dialog, checked by the contract's own rules; errors
 * by the body's paths ('name', 'lists', 'strategy.stopLoss'), so the strategy's land under the run form's fields.
 */
export function validateSource(run: RunDraft, source: SourceDraft): { body: SignalSourceInput | null; errors: RunErrors } {
  const parsed = signalSourceInputSchema.safeParse({ ...source, strategy: runRequestOf(run).request.strategy });
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: RunErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= asKey(issue.message);
  return { body: null, errors };
}

/** Errors of the strategy, which the run form shows; the rest belong to the dialog. */
export const strategyErrors = (errors: RunErrors): RunErrors =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => path === 'strategy' || path.startsWith('strategy.')));
