import { agentIdParams, agentPublicSchema, agentSlugParams } from '@funding/contracts';
import { agentOfLink } from '../../agents/agents.ts';
import { errorAnswers, jsonAnswer, routeGroup } from '../../openapi/define-route.ts';
import { routeApp } from '../../openapi/route-app.ts';

const agentAnswer = jsonAnswer(
  agentPublicSchema,
  "An active agent's name, e-mail and phone; a deactivated agent's id only (the link still credits them)",
);

const route = routeGroup({ tag: 'Applicant' });

const agentBySlug = route({
  method: 'get',
  path: '/by-slug/{agentSlug}',
  summary: 'The agent of a referral link, by its slug',
  request: { params: agentSlugParams },
  responses: { 200: agentAnswer, ...errorAnswers(404) },
});

const agentById = route({
  method: 'get',
  path: '/{agentId}',
  summary: 'The agent of a referral link, by id',
  request: { params: agentIdParams },
  responses: { 200: agentAnswer, ...errorAnswers(404) },
});

// An agent's card changes rarely; the form asks for it on every visit through a referral link.
const CARD_CACHE = 'public, max-age=60';

/** `/api/agents`: the agent of a referral link, with an active agent's public contact details for the form's card. */
export const publicAgentRoutes = routeApp()
  .openapi(agentBySlug, async (c) => {
    const card = await agentOfLink(c.get('deps').db, { slug: c.req.valid('param').agentSlug });
    c.header('Cache-Control', CARD_CACHE);
    return c.json(card, 200);
  })
  .openapi(agentById, async (c) => {
    const card = await agentOfLink(c.get('deps').db, { agentId: c.req.valid('param').agentId });
    c.header('Cache-Control', CARD_CACHE);
    return c.json(card, 200);
  });
