import type { OrganizationDependencies } from '../../platform/dependencies';
import { runBatchedRead } from '../../platform/db/batched-read';
import { listProperties, type PropertyRow } from '../properties/properties.repository';

const isSuggested = (property: PropertyRow) => property.suggest && (property.type === 'select' || property.type === 'multiselect');

/** The organization's choices an admin marked "Suggest its value": what both models suggest values of. */
export async function suggestedProperties({ organizationDb: db }: OrganizationDependencies, organizationId: string) {
  return (await runBatchedRead(db, listProperties(db, organizationId))).filter(isSuggested);
}
