import { useCallback, useEffect, useRef, useState } from 'react';
import { layoutSchema, WINDOW_PATHS, type WindowLayout } from '../../src/window/windowApi.js';
import { windowCall } from './windowCall.js';

/** A drag sends dozens of widths a second; the assistant keeps the one the pointer stopped at. */
const SAVE_AFTER_MS = 400;

/** The window's layout, restored from the assistant at start and saved back shortly after each change. */
export function useWindowLayout(restored: WindowLayout): [WindowLayout, (change: Partial<WindowLayout>) => void] {
  const [layout, setLayout] = useState(restored);
  const pending = useRef<WindowLayout | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const save = useCallback((closing: boolean) => {
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    // A layout the assistant refuses (it never should) is simply not kept; the window goes on as it is.
    if (next) windowCall(WINDOW_PATHS.layout, layoutSchema, { method: 'PUT', body: next, keepalive: closing }).catch(() => undefined);
  }, []);

  const change = useCallback(
    (patch: Partial<WindowLayout>) => {
      setLayout((current) => {
        const next = { ...current, ...patch };
        pending.current = next;
        return next;
      });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => save(false), SAVE_AFTER_MS);
    },
    [save],
  );

  useEffect(() => {
    const flush = () => {
      if (timer.current) clearTimeout(timer.current);
      save(true);
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [save]);

  return [layout, change];
}
