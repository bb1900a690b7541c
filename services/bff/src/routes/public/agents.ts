import { agentIdParams, agentPublicSchema, agentSlugParams } from '@funding/contracts';
import { schema } from '@funding/platform';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../errors.ts';
import { errorAnswers, jsonAnswer, routeGroup } from '../../openapi/define-route.ts';
import { routeApp } from '../../openapi/route-app.ts';

const NOT_FOUND = 'Agent not found';

const publicAgentColumns = {
  id: schema.agents.id,
  name: schema.agents.name,
  email: schema.agents.email,
  phone: schema.agents.phone,
};

const agentCard = jsonAnswer(agentPublicSchema, "The agent's name, e-mail and phone");

const route = routeGroup({ tag: 'Applicant' });

const agentBySlug = route({
  method: 'get',
  path: '/by-slug/{agentSlug}',
  summary: 'An active agent by the slug of their referral link',
  request: { params: agentSlugParams },
  responses: { 200: agentCard, ...errorAnswers(404) },
});

const agentById = route({
  method: 'get',
  path: '/{agentId}',
  summary: 'An active agent by id',
  request: { params: agentIdParams },
  responses: { 200: agentCard, ...errorAnswers(404) },
});

async function activeAgent(c: Context<AppEnv>, which: SQL | undefined) {
  const [agent] = await c
    .get('deps')
    .db.select(publicAgentColumns)
    .from(schema.agents)
    .where(and(which, eq(schema.agents.isActive, true)));
  if (!agent) throw new AppError('not_found', NOT_FOUND);
  c.header('Cache-Control', 'public, max-age=60');
  return agent;
}

/** `/api/agents`: the agent card of the form, an active agent's public contact details. */
export const publicAgentRoutes = routeApp()
  .openapi(agentBySlug, async (c) =>
    c.json(await activeAgent(c, eq(schema.agents.slug, c.req.valid('param').agentSlug)), 200),
  )
  .openapi(agentById, async (c) =>
    c.json(await activeAgent(c, eq(schema.agents.id, c.req.valid('param').agentId)), 200),
  );
