import { agentIdParams, agentPublicSchema, agentSlugParams } from '@funding/contracts';
import { activeAgentCard } from '../../agents/agents.ts';
import { errorAnswers, jsonAnswer, routeGroup } from '../../openapi/define-route.ts';
import { routeApp } from '../../openapi/route-app.ts';

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

// An agent's card changes rarely; the form asks for it on every visit through a referral link.
const CARD_CACHE = 'public, max-age=60';

/** `/api/agents`: the agent card of the form, an active agent's public contact details. */
export const publicAgentRoutes = routeApp()
  .openapi(agentBySlug, async (c) => {
    const card = await activeAgentCard(c.get('deps').db, { slug: c.req.valid('param').agentSlug });
    c.header('Cache-Control', CARD_CACHE);
    return c.json(card, 200);
  })
  .openapi(agentById, async (c) => {
    const card = await activeAgentCard(c.get('deps').db, { agentId: c.req.valid('param').agentId });
    c.header('Cache-Control', CARD_CACHE);
    return c.json(card, 200);
  });
