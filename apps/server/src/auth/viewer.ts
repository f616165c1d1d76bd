import type { Role } from '@signaldesk/contract';
import type { SessionsTable, UsersTable } from '../db/schema.js';

/** Who is making a request: the user row, the session it came through and the role in force now. */
export interface Viewer {
  user: UsersTable;
  session: SessionsTable;
  role: Role;
}
