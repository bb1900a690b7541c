import type { Logger } from '@funding/platform';
import type { Dependencies } from './dependencies.ts';

/** Hono's typed context: what every handler can read with `c.get(...)`. */
export interface AppEnv {
  Variables: {
    deps: Dependencies;
    logger: Logger;
    requestId: string;
  };
}
