import { useState } from 'react';
import type { z } from 'zod';

export interface TextFieldState {
  value: string;
  setValue: (value: string) => void;
  /** Key of the messages namespace for the first failed rule, once the user has typed. */
  errorKey: string | null;
  valid: boolean;
  changed: boolean;
  parsed: string;
  reset: () => void;
}

/** A text input checked by a contract field schema; "changed" compares the trimmed value with the saved one. */
export function useTextField(saved: string, field: z.ZodType<string, string>): TextFieldState {
  const [value, setValue] = useState(saved);
  const [touched, setTouched] = useState(false);
  const result = field.safeParse(value);
  return {
    value,
    setValue: (next) => {
      setValue(next);
      setTouched(true);
    },
    errorKey: touched && !result.success ? (result.error.issues[0]?.message ?? null) : null,
    valid: result.success,
    changed: value.trim() !== saved.trim(),
    parsed: result.success ? result.data : value,
    reset: () => {
      setValue(saved);
      setTouched(false);
    },
  };
}
