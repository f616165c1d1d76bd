import type { Role } from '@signaldesk/contract';
import { useStore } from '../../app/useStore.js';
import { useAuth } from '../auth/useAuth.js';
import { viewAsStore } from './viewAsStore.js';

/** The role the menu is drawn for: super's "view as" choice, else the user's own role. */
export function useMenuRole(): Role {
  const { user } = useAuth();
  const viewAs = useStore(viewAsStore);
  if (!user) return 'none';
  return user.role === 'super' && viewAs ? viewAs : user.role;
}
