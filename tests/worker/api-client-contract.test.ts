import { describeApiClientContract } from '../../web/src/api/api-client.contract';
import { createHttpApiClient } from '../../web/src/api/http-api-client';
import { createOrganizationMember, workerTransport } from './helpers';

describeApiClientContract('HTTP, on the Worker', async () => {
  const { cookie, organizationId } = await createOrganizationMember('Ada');
  return { api: createHttpApiClient(workerTransport(cookie)), organizationId };
});
