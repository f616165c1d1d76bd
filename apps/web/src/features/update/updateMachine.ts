/** The new-version states of the spec: no update, update available, dialog open, dismissed, upgrading. */
export type UpdateState = 'none' | 'available' | 'open' | 'dismissed' | 'upgrading';

/** found: a new worker is waiting; show: open the dialog; later / upgrade: the dialog's two buttons. */
export type UpdateEvent = 'found' | 'show' | 'later' | 'upgrade';

export function updateMachine(state: UpdateState, event: UpdateEvent): UpdateState {
  if (state === 'upgrading') return state;
  switch (event) {
    case 'found':
      return state === 'open' ? state : 'available';
    case 'show':
      return state === 'available' || state === 'dismissed' ? 'open' : state;
    case 'later':
      return state === 'open' ? 'dismissed' : state;
    case 'upgrade':
      return state === 'open' ? 'upgrading' : state;
  }
}
