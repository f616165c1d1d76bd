import { Suspense } from 'react';
import { useAppConfig } from '../auth/useAppConfig.js';
import { shellPart } from './shellPart.js';

// Shown once the app's configuration has answered, so its chip and hint need not be in the first download.
const MarketSourceChip = shellPart('MarketSourceChip');

/** Every signed-in screen shows the market source in force. */
export function DemoDataChip() {
  const config = useAppConfig();
  if (!config.data) return null;
  return (
    <Suspense>
      <MarketSourceChip source={config.data} />
    </Suspense>
  );
}
