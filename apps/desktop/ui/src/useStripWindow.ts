import { useEffect, useRef } from 'react';

/** The window's width at first, as the assistant opens it (`WINDOW_SIZE`): where a strip opened at start goes back to. */
const OPENING_WIDTH = 1400;

/**
 * "First column only" makes the window itself the narrow strip a trader keeps beside the broker's window, as wide as
 * the first column, and "all columns" gives it back the width it had. An app window may resize itself; the browser's
 * own frame around the page is kept as it is.
 */
export function useStripWindow(firstOnly: boolean, firstWidth: number): void {
  const wide = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the switch moves the window; a later width does not.
  useEffect(() => {
    const frame = window.outerWidth - window.innerWidth;
    if (firstOnly) {
      if (window.innerWidth <= firstWidth) return;
      wide.current = window.outerWidth;
      window.resizeTo(firstWidth + frame, window.outerHeight);
    } else if (wide.current !== null || window.innerWidth <= firstWidth) {
      window.resizeTo(wide.current ?? OPENING_WIDTH, window.outerHeight);
      wide.current = null;
    }
  }, [firstOnly]);
}
