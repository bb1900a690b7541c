import { type Agent, agentCreateSchema, MESSAGES } from '@funding/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../components/TextField';
import { AdminDialog } from '../ui/AdminDialog';
import { showServerErrors } from '../ui/apply-server-errors';
import { FormActions } from '../ui/FormActions';
import { FormError } from '../ui/FormError';
import { useCreateAgent, useUpdateAgent } from './agent-mutations';

type AgentFormInput = z.input<typeof agentCreateSchema>;
type AgentFormOutput = z.output<typeof agentCreateSchema>;

interface AgentFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The agent to edit; none to create one. */
  agent: Agent | null;
}

export function AgentFormDialog({ open, onOpenChange, agent }: AgentFormDialogProps) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={agent ? 'Edit Agent' : 'Add Agent'}
      description={
        agent
          ? 'The referral link stays the same when the name changes.'
          : 'The agent gets a referral link that opens the application form with their card.'
      }
    >
      <AgentForm agent={agent} onDone={() => onOpenChange(false)} />
    </AdminDialog>
  );
}

function AgentForm({ agent, onDone }: { agent: Agent | null; onDone: () => void }) {
  const form = useForm<AgentFormInput, unknown, AgentFormOutput>({
    resolver: zodResolver(agentCreateSchema),
    defaultValues: { name: agent?.name ?? '', email: agent?.email ?? '', phone: agent?.phone ?? '' },
  });
  const create = useCreateAgent();
  const update = useUpdateAgent();
  const pending = create.isPending || update.isPending;
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const failure = agent ? MESSAGES.agentUpdateFailed : MESSAGES.agentCreateFailed;
    const onError = (error: unknown) =>
      showServerErrors(error, ['name', 'email', 'phone'], form.setError, failure);
    if (agent) update.mutate({ agentId: agent.id, changes: values }, { onSuccess: onDone, onError });
    else create.mutate(values, { onSuccess: onDone, onError });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={errors.root?.message} />
      <TextField
        label="Name"
        registration={form.register('name')}
        error={errors.name?.message}
        required
        autoComplete="off"
      />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        registration={form.register('email')}
        error={errors.email?.message}
        required
        autoComplete="off"
      />
      <TextField
        label="Phone"
        type="tel"
        inputMode="tel"
        registration={form.register('phone')}
        error={errors.phone?.message}
        hint="Optional"
        autoComplete="off"
      />
      <FormActions
        submitLabel={agent ? 'Save Changes' : 'Create Agent'}
        pendingLabel="Saving..."
        pending={pending}
        onCancel={onDone}
      />
    </form>
  );
}
