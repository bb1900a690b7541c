import {
  ADMIN_API_MESSAGES,
  type Agent,
  actionResultSchema,
  agentCreateSchema,
  agentFormPath,
  agentIdParams,
  agentSchema,
  agentSlug,
  agentUpdateSchema,
  MESSAGES,
} from '@funding/contracts';
import { type Database, isUniqueViolation, schema } from '@funding/platform';
import { asc, count, eq, like, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { recordAudit } from '../../audit.ts';
import { requireRole } from '../../auth/session.ts';
import { AppError } from '../../errors.ts';
import { errorAnswers, jsonAnswer, jsonBody, routeGroup } from '../../openapi/define-route.ts';
import { routeApp } from '../../openapi/route-app.ts';

const { agents, applications } = schema;

/** Agents with how many applications each brought (applications of a deleted agent keep its name). */
function selectAgents(db: Database) {
  return db
    .select({
      id: agents.id,
      name: agents.name,
      email: agents.email,
      phone: agents.phone,
      slug: agents.slug,
      isActive: agents.isActive,
      createdAt: agents.createdAt,
      applicationsCount: count(applications.id),
    })
    .from(agents)
    .leftJoin(applications, eq(applications.agentId, agents.id))
    .groupBy(agents.id)
    .$dynamic();
}

type AgentRow = Awaited<ReturnType<typeof selectAgents>>[number];

function toAgent(c: Context<AppEnv>, row: AgentRow): Agent {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    referralLink: new URL(agentFormPath(row.slug), c.get('deps').env.PUBLIC_BASE_URL).toString(),
  };
}

async function findAgent(c: Context<AppEnv>, id: string): Promise<Agent> {
  const [row] = await selectAgents(c.get('deps').db).where(eq(agents.id, id));
  if (!row) throw new AppError('not_found', ADMIN_API_MESSAGES.agentNotFound);
  return toAgent(c, row);
}

/**
 * The first free slug of `name`: 'john-smith', then 'john-smith-2', 'john-smith-3', ... A name
 * with no letters or digits becomes 'agent'. The unique index settles a race between two creates.
 */
async function freeSlug(db: Database, name: string): Promise<string> {
  const base = agentSlug(name) || 'agent';
  const taken = new Set(
    (
      await db
        .select({ slug: agents.slug })
        .from(agents)
        .where(or(eq(agents.slug, base), like(agents.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

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
    const rows = await selectAgents(c.get('deps').db).orderBy(asc(agents.name), asc(agents.createdAt));
    return c.json(
      rows.map((row) => toAgent(c, row)),
      200,
    );
  })
  .openapi(create, async (c) => {
    const { db } = c.get('deps');
    const body = c.req.valid('json');
    for (let attempt = 1; ; attempt++) {
      try {
        const [created] = await db
          .insert(agents)
          .values({ ...body, slug: await freeSlug(db, body.name) })
          .returning({ id: agents.id, slug: agents.slug });
        if (!created) throw new Error('insert returned no row');
        await recordAudit(c, { action: 'agent_create', detail: { agentId: created.id, slug: created.slug } });
        return c.json(await findAgent(c, created.id), 201);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
      }
    }
  })
  // The slug stays when the name changes: links already handed out must keep working.
  .openapi(update, async (c) => {
    const { agentId } = c.req.valid('param');
    const changes = c.req.valid('json');
    if (Object.keys(changes).length > 0) {
      const updated = await c
        .get('deps')
        .db.update(agents)
        .set(changes)
        .where(eq(agents.id, agentId))
        .returning({ id: agents.id });
      if (updated.length === 0) throw new AppError('not_found', ADMIN_API_MESSAGES.agentNotFound);
      await recordAudit(c, { action: 'agent_update', detail: { agentId, fields: Object.keys(changes) } });
    }
    return c.json(await findAgent(c, agentId), 200);
  })
  .openapi(remove, async (c) => {
    const { agentId } = c.req.valid('param');
    const deleted = await c
      .get('deps')
      .db.delete(agents)
      .where(eq(agents.id, agentId))
      .returning({ slug: agents.slug });
    if (deleted.length === 0) throw new AppError('not_found', ADMIN_API_MESSAGES.agentNotFound);
    await recordAudit(c, { action: 'agent_delete', detail: { agentId, slug: deleted[0]?.slug } });
    return c.json({ success: true as const, message: MESSAGES.agentDeleted }, 200);
  });
