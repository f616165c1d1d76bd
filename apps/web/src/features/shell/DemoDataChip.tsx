import { useAppConfig } from '../auth/useAppConfig.js';
import { MarketSourceChip } from './MarketSourceChip.js';

/** Every signed-in screen shows the market source in force. */
export function DemoDataChip() {
  const config = useAppConfig();
  if (!config.data) return null;
  return <MarketSourceChip source={config.data} />;
}
