import { type MouseEvent, useState } from 'react';
import { loadShellParts } from './shellPart.js';
import { useOpenedOnce } from './useOpenedOnce.js';

/** What a menu fetched on demand is given: the button it opens from, or null while closed. */
export interface MenuListProps {
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The state of a toolbar menu whose list is one of the frame's parts (`shellParts.ts`): the shell's first download
 * carries only the button. Pointing at or focusing the button starts the fetch, so the list is usually there by the
 * click; once opened it stays mounted, to close with its animation and open again at once.
 */
export function useLazyMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor !== null);
  return {
    opened,
    list: { anchor, onClose: () => setAnchor(null) } satisfies MenuListProps,
    button: {
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
      onPointerEnter: () => void loadShellParts(),
      onFocus: () => void loadShellParts(),
    },
  };
}
