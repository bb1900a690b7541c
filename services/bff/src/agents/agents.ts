import {
  ADMIN_API_MESSAGES,
  type Agent,
  type AgentCreate,
  type AgentPublic,
  type AgentUpdate,
  agentFormPath,
  agentSlug,
} from '@funding/contracts';
import { type Database, type DbExecutor, isUniqueViolation, schema } from '@funding/platform';
import { asc, count, eq, like, or } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/record-audit.ts';
import { AppError } from '../errors.ts';

const { agents, applications } = schema;

/** Agents with how many applications each brought (applications of a deleted agent keep its name). */
function selectAgents(db: DbExecutor) {
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

/** The agent as staff see it, with the referral link on this deployment's address. */
function toAgent(row: AgentRow, publicBaseUrl: string): Agent {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    referralLink: new URL(agentFormPath(row.slug), publicBaseUrl).toString(),
  };
}

/** Every agent, by name. */
export async function listAgents(db: Database, publicBaseUrl: string): Promise<Agent[]> {
  const rows = await selectAgents(db).orderBy(asc(agents.name), asc(agents.createdAt));
  return rows.map((row) => toAgent(row, publicBaseUrl));
}

/** One agent; throws not_found. */
export async function findAgent(db: Database, publicBaseUrl: string, agentId: string): Promise<Agent> {
  const [row] = await selectAgents(db).where(eq(agents.id, agentId));
  if (!row) throw new AppError('not_found', ADMIN_API_MESSAGES.agentNotFound);
  return toAgent(row, publicBaseUrl);
}

/**
 * The first slug of `base` not in `taken`: 'john-smith', then 'john-smith-2', 'john-smith-3', ...
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** The first free slug of `name` (a name with no letters or digits becomes 'agent'). */
async function freeSlug(db: DbExecutor, name: string): Promise<string> {
  const base = agentSlug(name) || 'agent';
  const taken = await db
    .select({ slug: agents.slug })
    .from(agents)
    .where(or(eq(agents.slug, base), like(agents.slug, `${base}-%`)));
  return firstFreeSlug(base, new Set(taken.map((row) => row.slug)));
}

/** Slug races lost in a row before giving up: each loss means another agent of the same name was just added. */
const SLUG_ATTEMPTS = 5;

/**
 * Adds an agent with the first free slug of its name, audited in the same transaction. The unique
 * index settles a race between two creates: the loser tries the next free slug.
 */
export async function createAgent(
  db: Database,
  actor: Actor,
  publicBaseUrl: string,
  input: AgentCreate,
): Promise<Agent> {
  for (let attempt = 1; ; attempt++) {
    try {
      const agentId = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(agents)
          .values({ ...input, slug: await freeSlug(tx, input.name) })
          .returning({ id: agents.id, slug: agents.slug });
        if (!created) throw new Error('insert returned no row');
        await recordAudit(tx, actor, {
          action: 'agent_create',
          detail: { agentId: created.id, slug: created.slug },
        });
        return created.id;
      });
      return await findAgent(db, publicBaseUrl, agentId);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}

/**
 * Changes an agent's details or active flag, audited (which fields, never their values) in the same
 * transaction. The slug stays when the name changes: links already handed out must keep working.
 */
export async function updateAgent(
  db: Database,
  actor: Actor,
  publicBaseUrl: string,
  agentId: string,
  changes: AgentUpdate,
): Promise<Agent> {
  if (Object.keys(changes).length > 0) {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(agents)
        .set(changes)
        .where(eq(agents.id, agentId))
        .returning({ id: agents.id });
      if (updated.length === 0) throw new AppError('not_found', ADMIN_API_MESSAGES.agentNotFound);
      await recordAudit(tx, actor, {
        action: 'agent_update',
        detail: { agentId, fields: Object.keys(changes) },
      });
    });
  }
  return findAgent(db, publicBaseUrl, agentId);
}

/** Deletes an agent (their applications keep the name), audited in the same transaction; throws not_found. */
export async function deleteAgent(db: Database, actor: Actor, agentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(agents).where(eq(agents.id, agentId)).returning({ slug: agents.slug });
    if (!deleted) throw new AppError('not_found', ADMIN_API_MESSAGES.agentNotFound);
    await recordAudit(tx, actor, { action: 'agent_delete', detail: { agentId, slug: deleted.slug } });
  });
}

const AGENT_NOT_FOUND = 'Agent not found';

/**
 * The agent of a referral link, by its slug or id; throws not_found. An active agent's public card
 * (name, e-mail, phone); a deactivated agent's id only: the link still credits them (the submission
 * flags the application, submit-application.ts) but the form must not show their contact details.
 * The id is what the agent's id link already carries; the submission sends it like an id link's, and
 * the server alone decides the flag (docs/decisions/inactive-agent-link.md).
 */
export async function agentOfLink(
  db: Database,
  which: { slug: string } | { agentId: string },
): Promise<AgentPublic> {
  const [agent] = await db
    .select({
      id: agents.id,
      name: agents.name,
      email: agents.email,
      phone: agents.phone,
      isActive: agents.isActive,
    })
    .from(agents)
    .where('slug' in which ? eq(agents.slug, which.slug) : eq(agents.id, which.agentId));
  if (!agent) throw new AppError('not_found', AGENT_NOT_FOUND);
  if (!agent.isActive) return { id: agent.id, isActive: false };
  return { ...agent, isActive: true };
}
