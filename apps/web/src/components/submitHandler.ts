import type { FormEvent } from 'react';

/** A form's onSubmit that stays on the page and runs the action instead. */
export function submitHandler(action: () => unknown) {
  return (event: FormEvent) => {
    event.preventDefault();
    void action();
  };
}
