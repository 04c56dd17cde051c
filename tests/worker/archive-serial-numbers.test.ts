import { describe, expect, inject, it } from 'vitest';
import { api, createOrganizationOfFileUser, processDocuments, uploadFile } from './helpers';
import { rowsOfAllOrganizations } from './databases';

type Member = { cookie: string; organizationId: string };
const documentsPath = (member: Member) => `/api/organizations/${member.organizationId}/documents`;

async function uploadTexts(member: Member, count: number) {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const { json } = await uploadFile(member.cookie, member.organizationId, {
      name: `letter-${index}.txt`,
      content: `Letter ${index} ${crypto.randomUUID()}`,
      type: 'text/plain',
    });
    ids.push(json.document.id);
  }
  await processDocuments(...ids);
  return ids;
}

const setNumber = (member: Member, documentId: string, archiveSerialNumber: unknown) =>
  api(`${documentsPath(member)}/${documentId}`, { method: 'PATCH', cookie: member.cookie, body: { archiveSerialNumber } });
const nextNumber = async (member: Member) =>
  (await api(`${documentsPath(member)}/archive-serial-numbers/next`, { cookie: member.cookie })).json.archiveSerialNumber as number;
const searchIds = async (member: Member, query: string) => {
  const { status, json } = await api(`${documentsPath(member)}/search?searchQuery=${encodeURIComponent(query)}`, { cookie: member.cookie });
  return status === 200 ? (json.documents as { id: string }[]).map(({ id }) => id).sort() : json.error.code;
};

describe('archive serial numbers', () => {
  it('are set and cleared by hand, answered everywhere, recorded, and offered next as the highest plus one', async () => {
    const owner = await createOrganizationOfFileUser();
    const [first, second] = await uploadTexts(owner, 2);
    expect(await nextNumber(owner)).toBe(1);

    const set = await setNumber(owner, first!, 1234);
    expect([set.status, set.json.document.archiveSerialNumber]).toEqual([200, 1234]);
    expect(await nextNumber(owner)).toBe(1235);
    const listed = (await api(documentsPath(owner), { cookie: owner.cookie })).json.documents;
    expect(listed.map(({ id, archiveSerialNumber }: any) => [id, archiveSerialNumber]).sort()).toEqual(
      [
        [first, 1234],
        [second, null],
      ].sort(),
    );
    const activity = (await api(`${documentsPath(owner)}/${first}/activity`, { cookie: owner.cookie })).json.activities[0];
    expect(activity).toMatchObject({ event: 'updated', eventData: { updatedFields: ['archiveSerialNumber'] } });

    const cleared = await setNumber(owner, first!, null);
    expect([cleared.status, cleared.json.document.archiveSerialNumber]).toEqual([200, null]);
    expect(await nextNumber(owner)).toBe(1);
    // Another organization's numbers are its own.
    const other = await createOrganizationOfFileUser('Elsewhere');
    const [elsewhere] = await uploadTexts(other, 1);
    expect((await setNumber(other, elsewhere!, 1234)).status).toBe(200);
    expect((await setNumber(owner, second!, 1234)).status).toBe(200);
  });

  it('are unique in the organization, the trash included, even for requests at once', async () => {
    const owner = await createOrganizationOfFileUser();
    const ids = await uploadTexts(owner, 20);
    const results = await Promise.all(ids.map((id) => setNumber(owner, id, 42)));
    expect(results.map(({ status }) => status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const holder = ids[results.findIndex(({ status }) => status === 200)];
    const refused = results.find(({ status }) => status === 409)!;
    expect(refused.json.error).toMatchObject({ code: 'document.asn_taken', details: { documentId: holder } });

    await api(`${documentsPath(owner)}/${holder}`, { method: 'DELETE', cookie: owner.cookie });
    const whileTrashed = await setNumber(owner, ids.find((id) => id !== holder)!, 42);
    expect([whileTrashed.status, whileTrashed.json.error.code]).toEqual([409, 'document.asn_taken']);
  });

  it('refuse what is not a positive whole number', async () => {
    const owner = await createOrganizationOfFileUser();
    const [documentId] = await uploadTexts(owner, 1);
    for (const value of [0, -3, 1.5, '12', 2_147_483_648]) {
      const { status, json } = await setNumber(owner, documentId!, value);
      expect([value, status, json.error.code]).toEqual([value, 400, 'server.invalid_request.body']);
    }
  });

  it('sort the lists and are searched with asn:', async () => {
    const owner = await createOrganizationOfFileUser();
    const ids = await uploadTexts(owner, 4);
    for (const [index, number] of [7, 12, 30].entries()) await setNumber(owner, ids[index]!, number);

    const sorted = (await api(`${documentsPath(owner)}?sortBy=archiveSerialNumber&sortOrder=asc`, { cookie: owner.cookie })).json.documents;
    expect(sorted.map(({ archiveSerialNumber }: any) => archiveSerialNumber)).toEqual([null, 7, 12, 30]);
    const highestFirst = (await api(`${documentsPath(owner)}?sortBy=archiveSerialNumber`, { cookie: owner.cookie })).json.documents;
    expect(highestFirst.map(({ archiveSerialNumber }: any) => archiveSerialNumber)).toEqual([30, 12, 7, null]);

    expect(await searchIds(owner, 'asn:12')).toEqual([ids[1]]);
    expect(await searchIds(owner, 'asn:>7')).toEqual([ids[1], ids[2]].sort());
    expect(await searchIds(owner, 'asn:7..12')).toEqual([ids[0], ids[1]].sort());
    expect(await searchIds(owner, '-asn:12')).toEqual([ids[0], ids[2], ids[3]].sort());
    expect(await searchIds(owner, 'letter asn:30')).toEqual([ids[2]]);
    expect(await searchIds(owner, 'asn:abc')).toBe('search.invalid_number');
    const sortedSearch = await api(`${documentsPath(owner)}/search?searchQuery=letter&sortBy=archiveSerialNumber&sortOrder=desc`, {
      cookie: owner.cookie,
    });
    expect(sortedSearch.json.documents.map(({ id }: any) => id)).toEqual([ids[2], ids[1], ids[0], ids[3]]);
  });

  it('change a document as its webhooks tell', async () => {
    const owner = await createOrganizationOfFileUser();
    const [documentId] = await uploadTexts(owner, 1);
    const url = `http://127.0.0.1:${inject('webhookReceiverPort')}/hooks/asn-${crypto.randomUUID()}`;
    const { json } = await api(`/api/organizations/${owner.organizationId}/webhooks`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { name: 'Receiver', url, events: ['document:updated'] },
    });
    await setNumber(owner, documentId!, 9);
    const [delivery] = await rowsOfAllOrganizations<{ payload: string }>(
      'SELECT payload FROM webhook_deliveries WHERE webhook_id = ?',
      json.webhook.id,
    );
    expect(JSON.parse(delivery!.payload).data).toMatchObject({ documentId, updatedFields: ['archiveSerialNumber'] });
  });
});
