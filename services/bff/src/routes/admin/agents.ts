import {
  actionResultSchema,
  agentCreateSchema,
  agentIdParams,
  agentSchema,
  agentUpdateSchema,
  MESSAGES,
} from '@funding/contracts';
import { z } from 'zod';
import { createAgent, deleteAgent, listAgents, updateAgent } from '../../agents/agents.ts';
import { actorOf } from '../../auth/actor.ts';
import { requireRole } from '../../auth/session.ts';
import { errorAnswers, jsonAnswer, jsonBody, routeGroup } from '../../openapi/define-route.ts';
import { routeApp } from '../../openapi/route-app.ts';

const adminOnly = requireRole('admin');

const route = routeGroup({ tag: 'Admin: agents', session: true });

const list = route({
  method: 'get',
  path: '/',
  summary: 'Every agent, with how many applications each brought',
  responses: { 200: jsonAnswer(z.array(agentSchema), 'The agents by name'), ...errorAnswers(401) },
});

const create = route({
  method: 'post',
  path: '/',
  summary: 'Add an agent; the referral slug comes from the name',
  middleware: [adminOnly],
  request: { body: jsonBody(agentCreateSchema) },
  responses: { 201: jsonAnswer(agentSchema, 'The new agent'), ...errorAnswers(400, 401, 403) },
});

const update = route({
  method: 'put',
  path: '/{agentId}',
  summary: "Change an agent's details or active flag (the slug stays)",
  middleware: [adminOnly],
  request: { params: agentIdParams, body: jsonBody(agentUpdateSchema) },
  responses: { 200: jsonAnswer(agentSchema, 'The agent as now stored'), ...errorAnswers(400, 401, 403, 404) },
});

const remove = route({
  method: 'delete',
  path: '/{agentId}',
  summary: 'Delete an agent (their applications keep the name)',
  middleware: [adminOnly],
  request: { params: agentIdParams },
  responses: { 200: jsonAnswer(actionResultSchema, 'Deleted'), ...errorAnswers(401, 403, 404) },
});

/** `/api/admin/agents`: every role reads; admins and super admins create, edit and delete. */
export const adminAgentRoutes = routeApp()
  .openapi(list, async (c) => {
    const { db, env } = c.get('deps');
    return c.json(await listAgents(db, env.PUBLIC_BASE_URL), 200);
  })
  .openapi(create, async (c) => {
    const { db, env } = c.get('deps');
    return c.json(await createAgent(db, actorOf(c), env.PUBLIC_BASE_URL, c.req.valid('json')), 201);
  })
  .openapi(update, async (c) => {
    const { db, env } = c.get('deps');
    const { agentId } = c.req.valid('param');
    return c.json(await updateAgent(db, actorOf(c), env.PUBLIC_BASE_URL, agentId, c.req.valid('json')), 200);
  })
  .openapi(remove, async (c) => {
    await deleteAgent(c.get('deps').db, actorOf(c), c.req.valid('param').agentId);
    return c.json({ success: true as const, message: MESSAGES.agentDeleted }, 200);
  });
