import { z } from 'zod';
import { phoneIssue } from './contact.ts';
import { CODE_MAX, formText, NAME_MAX } from './form-fields.ts';
import { uuidSchema } from './ids.ts';
import { formatPhone } from './masks.ts';
import { MESSAGES } from './messages.ts';

// Sales agents: the public card on the form, the admin view, and the admin's create/edit bodies.

// What the application form may know about the agent of a link (GET /api/agents/{id} and
// /by-slug/{slug}): an active agent's card, or only the id of a deactivated agent, whom the link
// still credits (the application is flagged for staff) but whose contact details the form must not show.
export const activeAgentCardSchema = z.object({
  id: uuidSchema,
  isActive: z.literal(true),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type ActiveAgentCard = z.infer<typeof activeAgentCardSchema>;

export const agentPublicSchema = z.discriminatedUnion('isActive', [
  activeAgentCardSchema,
  z.object({ id: uuidSchema, isActive: z.literal(false) }),
]);
export type AgentPublic = z.infer<typeof agentPublicSchema>;

export const agentSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  slug: z.string(),
  isActive: z.boolean(),
  applicationsCount: z.number().int().nonnegative(),
  referralLink: z.string(),
  createdAt: z.string(),
});
export type Agent = z.infer<typeof agentSchema>;

const agentFields = {
  name: formText({ error: MESSAGES.fillAllFields })
    .trim()
    .min(1, MESSAGES.fillAllFields)
    .max(NAME_MAX, MESSAGES.tooLong(NAME_MAX)),
  email: formText({ error: MESSAGES.fillAllFields })
    .trim()
    .min(1, MESSAGES.fillAllFields)
    .max(NAME_MAX, MESSAGES.tooLong(NAME_MAX))
    .pipe(z.email(MESSAGES.emailInvalid)),
  // '' and null both mean "no phone" and come out as null, so an edit can clear the number;
  // leaving the key out means "unchanged". A number is checked and written like every other phone
  // number of the product: a real US number, stored as (XXX) XXX-XXXX however it was typed.
  phone: formText()
    .trim()
    .max(CODE_MAX, MESSAGES.tooLong(CODE_MAX))
    .nullable()
    .transform((phone) => (phone === '' || phone === null ? null : formatPhone(phone)))
    .superRefine((phone, ctx) => {
      const message = phone === null ? undefined : phoneIssue(phone);
      if (message !== undefined) ctx.addIssue({ code: 'custom', message });
    })
    .optional(),
};

export const agentCreateSchema = z.object(agentFields);
export type AgentCreate = z.infer<typeof agentCreateSchema>;

export const agentUpdateSchema = z.object({ ...agentFields, isActive: z.boolean() }).partial();
export type AgentUpdate = z.infer<typeof agentUpdateSchema>;
