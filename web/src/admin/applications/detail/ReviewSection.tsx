import type { ApplicationDetail } from '@funding/contracts';
import { DocumentRequests } from '../document-requests/DocumentRequests';
import { RetentionControls } from '../RetentionControls';
import { ReviewPanel } from '../ReviewPanel';

/** The controls staff work the application with: review, notes, document requests, retention. */
export function ReviewSection({ application }: { application: ApplicationDetail }) {
  return (
    <div className="space-y-6">
      <ReviewPanel application={application} />
      <DocumentRequests application={application} />
      <section aria-labelledby="detail-retention" className="space-y-2">
        <h3 id="detail-retention" className="font-semibold text-slate-900">
          Retention
        </h3>
        <RetentionControls application={application} />
      </section>
    </div>
  );
}
