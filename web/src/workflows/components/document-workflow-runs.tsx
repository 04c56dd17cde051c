import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkflowRuns } from './workflow-runs';

/** The document's workflow runs, under its activity. */
export function DocumentWorkflowRuns({ organizationId, documentId }: { organizationId: string; documentId: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6 grid gap-3 border-t pt-4">
      <h2 id={id} className="font-medium">
        {t('workflows.runs.document-title')}
      </h2>
      <WorkflowRuns organizationId={organizationId} documentId={documentId} />
    </section>
  );
}
