import { useEffect, useRef } from 'react';
import { OPENING_WINDOW } from '../../src/window/windowApi.js';

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
      // A strip from the start goes back to the width the assistant opens its window at.
      window.resizeTo(wide.current ?? OPENING_WINDOW.width, window.outerHeight);
      wide.current = null;
    }
  }, [firstOnly]);
}
