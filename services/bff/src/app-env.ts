import type { Logger } from '@funding/platform';
import type { SignedInAdmin } from './auth/signed-in-admin.ts';
import type { Dependencies } from './dependencies.ts';

/** Hono's typed context: what every handler can read with `c.get(...)`. */
export interface AppEnv {
  Variables: {
    deps: Dependencies;
    logger: Logger;
    requestId: string;
    /** Set by requireSession (or a download link) on `/api/admin` routes only. */
    admin: SignedInAdmin;
  };
}
