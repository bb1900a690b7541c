import { isAgentSlug, isUuid } from '@funding/contracts';
import { schema } from '@funding/platform';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../errors.ts';

const NOT_FOUND = 'Agent not found';

const publicAgentColumns = {
  id: schema.agents.id,
  name: schema.agents.name,
  email: schema.agents.email,
  phone: schema.agents.phone,
};

/** The agent card of the form: an active agent's public contact details, by id or by slug. */
export const agentRoutes = new Hono<AppEnv>()
  .get('/agents/by-slug/:agentSlug', async (c) => {
    const agentSlug = c.req.param('agentSlug');
    // A NUL in a slug reached Postgres, which refuses it (500; found by the fuzz).
    if (!isAgentSlug(agentSlug)) throw new AppError('not_found', NOT_FOUND);
    const [agent] = await c
      .get('deps')
      .db.select(publicAgentColumns)
      .from(schema.agents)
      .where(and(eq(schema.agents.slug, agentSlug), eq(schema.agents.isActive, true)));
    if (!agent) throw new AppError('not_found', NOT_FOUND);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(agent);
  })
  .get('/agents/:agentId', async (c) => {
    const agentId = c.req.param('agentId');
    if (!isUuid(agentId)) throw new AppError('not_found', NOT_FOUND);
    const [agent] = await c
      .get('deps')
      .db.select(publicAgentColumns)
      .from(schema.agents)
      .where(and(eq(schema.agents.id, agentId), eq(schema.agents.isActive, true)));
    if (!agent) throw new AppError('not_found', NOT_FOUND);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(agent);
  });
