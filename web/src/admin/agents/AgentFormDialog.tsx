import { type Agent, agentCreateSchema, formatPhone, MESSAGES } from '@funding/contracts';
import { TextField } from '../../components/TextField';
import { AdminDialog } from '../ui/AdminDialog';
import { DialogForm, fieldOf, saveCallbacks, useDialogForm } from '../ui/dialog-form';
import { EmailField } from '../ui/EmailField';
import { useCreateAgent, useUpdateAgent } from './agent-mutations';

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
  const form = useDialogForm(agentCreateSchema, {
    name: agent?.name ?? '',
    email: agent?.email ?? '',
    phone: agent?.phone ?? '',
  });
  const create = useCreateAgent();
  const update = useUpdateAgent();

  const onSubmit = form.handleSubmit((values) => {
    const failure = agent ? MESSAGES.agentUpdateFailed : MESSAGES.agentCreateFailed;
    const callbacks = saveCallbacks(form, ['name', 'email', 'phone'], failure, onDone);
    if (agent) update.mutate({ agentId: agent.id, changes: values }, callbacks);
    else create.mutate(values, callbacks);
  });

  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      submitLabel={agent ? 'Save Changes' : 'Create Agent'}
      pendingLabel="Saving..."
      pending={create.isPending || update.isPending}
      onCancel={onDone}
    >
      <TextField label="Name" {...fieldOf(form, 'name')} required autoComplete="off" />
      <EmailField {...fieldOf(form, 'email')} />
      <TextField
        label="Phone"
        type="tel"
        inputMode="tel"
        {...fieldOf(form, 'phone')}
        hint="Optional"
        autoComplete="off"
        placeholder="(XXX) XXX-XXXX"
        format={formatPhone}
      />
    </DialogForm>
  );
}
