import { useState } from 'react';
import { errorMessageOf } from '../../api/api-client';
import { showToast } from '../../components/toast-store';
import { secondaryButton } from '../ui/buttons';
import { openQueueView } from './open-queue-view';

/** For super admins: the pdf and mail queues, their waiting, active and failed jobs, with retry. */
export function QueueViewButton() {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      await openQueueView();
    } catch (error) {
      showToast({
        title: 'Could Not Open Job Queues',
        description: errorMessageOf(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setOpening(false);
    }
  };
  return (
    <button type="button" className={secondaryButton} onClick={open} disabled={opening}>
      {opening ? 'Opening...' : 'Job Queues'}
    </button>
  );
}
