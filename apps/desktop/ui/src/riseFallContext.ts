import type { RiseFallColours } from '@signaldesk/contract';
import { createContext, useContext } from 'react';

/** The trader's rise/fall colours as chosen in the web app, or null for the convention of the window's language. */
export const RiseFallContext = createContext<RiseFallColours | null>(null);

export const useRiseFall = () => useContext(RiseFallContext);
