import { useState } from 'react';

/**
 * True from the first time `open` is: a part loaded on demand is fetched when first opened, then stays mounted
 * so it closes with its animation and opens again at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
