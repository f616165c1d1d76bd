import { Navigate } from 'react-router-dom';
import { folderOf } from '../region/regionFilters.js';
import { useRegion } from '../region/useRegion.js';

/** /apps/quote opens the folder of the region chosen in the top bar. */
export function QuoteHome() {
  return <Navigate to={`folder/${folderOf(useRegion())}`} replace />;
}
