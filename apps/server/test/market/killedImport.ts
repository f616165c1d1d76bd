/** The series the killed-import test writes: a small old one, then a big new one the kill interrupts. */
export const KILL_SYMBOL = 'KILLED';
export const OLD_BARS = 5_000;
export const NEW_BARS = 400_000;
