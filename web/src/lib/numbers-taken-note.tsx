import { useTranslation } from 'react-i18next';
import type { WorkspaceImportSummary } from './workspace-import';

/** After an import: how many documents came without their archive serial number, another document having it. */
export function NumbersTakenNote({ summary }: { summary: Pick<WorkspaceImportSummary, 'numbersTaken'> }) {
  const { t } = useTranslation();
  if (summary.numbersTaken.length === 0) return null;
  return <p>{t('documents.archive-serial-number.import-taken', { count: summary.numbersTaken.length })}</p>;
}
