/**
 * What every ApiClient does, answers and refuses: one suite run against the HTTP client on the real
 * Worker (tests/worker/api-client-contract.test.ts) and against the demo's client on IndexedDB
 * (web/src/demo/store/demo-api-client.test.ts), so that the two cannot drift apart unnoticed.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from './api-client';
import { isApiError } from './api-error';
import type { Document } from './types';

type ContractSubject = {
  api: ApiClient;
  /** A fresh organization of the signed-in owner. */
  organizationId: string;
};

/** The call's refusal as `{ status, code, message }`, for comparing with what the spec answers. */
async function refusalOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('The call succeeded where a refusal was expected');
}

/** Waits for processing (the queue consumer, or the demo's reader) to finish with a document. */
async function processed(api: ApiClient, organizationId: string, documentId: string): Promise<Document> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { document } = await api.documents.get(organizationId, documentId);
    if (document.processing.status === 'done' || document.processing.status === 'failed') return document;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${documentId} was not processed in time`);
}

/** Waits for a document's text to become `content` (a new current version is read again). */
async function withContent(api: ApiClient, organizationId: string, documentId: string, content: string): Promise<Document> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { document } = await api.documents.get(organizationId, documentId);
    if (document.content === content) return document;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${documentId} did not come to read "${content}" in time`);
}

const textFile = (name: string, text: string, type = 'text/plain') => new File([text], name, { type });

export function describeApiClientContract(name: string, createSubject: () => Promise<ContractSubject>) {
  describe(`ApiClient contract (${name})`, () => {
    let api: ApiClient;
    let organizationId: string;

    beforeEach(async () => {
      ({ api, organizationId } = await createSubject());
    });

    it('answers the organization, renames it, refuses a missing one with 403, and lists no operator action on a new one', async () => {
      const { organization } = await api.organizations.get(organizationId);
      expect(organization).toMatchObject({ id: organizationId, documentLanguages: expect.any(Array) });
      expect(organization.createdAt).toBeInstanceOf(Date);
      const { organization: renamed } = await api.organizations.update(organizationId, { name: 'Renamed archive' });
      expect(renamed.name).toBe('Renamed archive');
      expect(await refusalOf(api.organizations.get('org_missing000000000000000000'))).toEqual({
        status: 403,
        code: 'user.not_in_organization',
        message: 'You are not a member of this organization.',
      });
      expect(await refusalOf(api.organizations.update(organizationId, { name: 'ab' }))).toMatchObject({
        status: 400,
        code: 'server.invalid_request.body',
      });
      const { member } = await api.organizations.getMyMembership(organizationId);
      expect(member).toMatchObject({ organizationId, role: 'owner' });
      expect((await api.members.list(organizationId)).members).toHaveLength(1);
      expect(await api.organizations.listOperatorActions(organizationId, { cursor: null })).toEqual({
        operatorActions: [],
        nextCursor: null,
      });
    });

    it('creates, lists, renames and deletes tags, with the same refusals', async () => {
      const { tag } = await api.tags.create(organizationId, { name: 'Invoices', color: '#ABC', description: '' });
      expect(tag).toMatchObject({ name: 'Invoices', color: '#aabbcc', description: null, organizationId });
      expect(await refusalOf(api.tags.create(organizationId, { name: 'invoices', color: '#000000' }))).toEqual({
        status: 409,
        code: 'tags.already_exists',
        message: 'A tag with this name already exists in this organization',
      });
      expect(await refusalOf(api.tags.create(organizationId, { name: 'Bad', color: 'red' }))).toMatchObject({
        status: 400,
        code: 'server.invalid_request.body',
        message: 'The hex color is badly formatted.',
      });
      const { tag: renamed } = await api.tags.update(organizationId, tag.id, { name: 'Bills', color: '#112233' });
      expect(renamed).toMatchObject({ id: tag.id, name: 'Bills', color: '#112233' });
      expect((await api.tags.list(organizationId)).tags).toEqual([
        expect.objectContaining({ id: tag.id, name: 'Bills', documentsCount: 0 }),
      ]);
      await api.tags.delete(organizationId, tag.id);
      expect(await refusalOf(api.tags.delete(organizationId, tag.id))).toEqual({
        status: 404,
        code: 'tag.not_found',
        message: 'Tag not found',
      });
    });

    it('uploads a file, reads its text, and finds it by a word inside a longer word', async () => {
      const upload = await api.documents.upload(organizationId, textFile('Hundeschule.txt', 'Anmeldung zur Hundeschule Pfotenglück'));
      expect(upload.isRestored).toBe(false);
      expect(upload.document).toMatchObject({ name: 'Hundeschule.txt', mimeType: 'text/plain', isDeleted: false, tags: [] });
      const document = await processed(api, organizationId, upload.document.id);
      expect(document).toMatchObject({
        processingStatus: 'processed',
        processing: { status: 'done', step: null },
        content: 'Anmeldung zur Hundeschule Pfotenglück',
      });

      const search = await api.documents.search(organizationId, { searchQuery: 'schule', pageIndex: 0, pageSize: 10 });
      expect(search.documentsCount).toBe(1);
      expect(search.documents[0]).toMatchObject({ id: document.id, snippet: expect.stringContaining('Hunde<mark>schule</mark>') });
      expect(
        (await api.documents.search(organizationId, { searchQuery: 'schule -pfotenglück', pageIndex: 0, pageSize: 10 })).documentsCount,
      ).toBe(0);
      expect(
        await refusalOf(api.documents.search(organizationId, { searchQuery: 'created:>2025-13-45', pageIndex: 0, pageSize: 10 })),
      ).toMatchObject({ status: 400 });
      expect(await api.documents.getStatistics(organizationId)).toEqual({
        organizationStats: { documentsCount: 1, documentsSize: upload.document.originalSize },
      });
    });

    it('lists the documents most like one: never itself, a trashed one or an unrelated one', async () => {
      const upload = async (name: string, text: string) =>
        processed(api, organizationId, (await api.documents.upload(organizationId, textFile(name, text))).document.id);
      const source = await upload('Stromrechnung Januar.txt', 'Stadtwerke Musterstadt Abschlag Verbrauch Kilowattstunden Grundpreis');
      const alike = await upload('Stromrechnung Februar.txt', 'Stadtwerke Musterstadt Abschlag Verbrauch Kilowattstunden Zählerstand');
      const trashed = await upload('Stromrechnung März.txt', 'Stadtwerke Musterstadt Abschlag Verbrauch Kilowattstunden Arbeitspreis');
      await upload('Gartenplan.txt', 'Rasenmäher Heckenschnitt Obstbaum Kompost');
      await api.documents.delete(organizationId, trashed.id);

      const { documents } = await api.documents.similar(organizationId, source.id);
      expect(documents.map(({ id }) => id)).toEqual([alike.id]);
      expect(documents[0]).toMatchObject({ name: 'Stromrechnung Februar.txt', tags: [], score: expect.any(Number) });
      expect(await refusalOf(api.documents.similar(organizationId, 'doc_000000000000000000000000'))).toMatchObject({
        status: 404,
        code: 'document.not_found',
      });
      expect(await refusalOf(api.documents.similar(organizationId, source.id, { limit: 21 }))).toMatchObject({ status: 400 });
    });

    it('refuses an empty file, a duplicate, and answers a missing document with 404', async () => {
      expect(await refusalOf(api.documents.upload(organizationId, textFile('empty.txt', '')))).toEqual({
        status: 400,
        code: 'document.empty_file',
        message: 'The file is empty',
      });
      const { document } = await api.documents.upload(organizationId, textFile('a.txt', 'same bytes'));
      const duplicate = api.documents.upload(organizationId, textFile('b.txt', 'same bytes'));
      await expect(duplicate).rejects.toMatchObject({ details: { documentId: document.id } });
      expect(await refusalOf(duplicate)).toEqual({
        status: 409,
        code: 'document.already_exists',
        message: 'The document already exists',
      });
      expect(await refusalOf(api.documents.get(organizationId, 'doc_missing000000000000000000'))).toEqual({
        status: 404,
        code: 'document.not_found',
        message: 'Document not found',
      });
      expect(await refusalOf(api.documents.deleteFromTrash(organizationId, document.id))).toMatchObject({
        status: 400,
        code: 'document.not_deleted',
      });
    });

    it('tags, renames, trashes and restores a document, with its activity', async () => {
      const { tag } = await api.tags.create(organizationId, { name: 'Letters', color: '#123456' });
      const { document } = await api.documents.upload(organizationId, textFile('letter.txt', 'Dear neighbour'));
      await processed(api, organizationId, document.id);
      await api.documents.addTag(organizationId, document.id, tag.id);
      expect(await refusalOf(api.documents.addTag(organizationId, document.id, 'tag_missing000000000000000000'))).toMatchObject({
        status: 404,
        code: 'tag.not_found',
      });
      expect(await refusalOf(api.documents.addTag(organizationId, document.id, ''))).toMatchObject({
        status: 400,
        code: 'server.invalid_request.body',
      });
      const { document: renamed } = await api.documents.update(organizationId, document.id, { name: 'Letter to the neighbour.txt' });
      expect(renamed).toMatchObject({ name: 'Letter to the neighbour.txt', tags: [{ id: tag.id, name: 'Letters', color: '#123456' }] });
      expect((await api.documents.list(organizationId, { pageIndex: 0, pageSize: 10, tags: [tag.id] })).documentsCount).toBe(1);

      await api.documents.delete(organizationId, document.id);
      expect((await api.documents.list(organizationId, { pageIndex: 0, pageSize: 10 })).documentsCount).toBe(0);
      const trash = await api.documents.listDeleted(organizationId, { pageIndex: 0, pageSize: 10 });
      expect(trash.documents).toEqual([expect.objectContaining({ id: document.id, isDeleted: true, deletedAt: expect.any(Date) })]);
      expect(await refusalOf(api.documents.update(organizationId, document.id, { name: 'x' }))).toMatchObject({
        status: 400,
        code: 'document.is_deleted',
      });
      expect((await api.documents.restore(organizationId, document.id)).document).toMatchObject({
        isDeleted: false,
        tags: [{ id: tag.id }],
      });
      await api.documents.removeTag(organizationId, document.id, tag.id);

      const { activities } = await api.documents.getActivity(organizationId, document.id, { pageIndex: 0, pageSize: 20 });
      expect(activities.map((activity) => activity.event)).toEqual(['untagged', 'restored', 'deleted', 'updated', 'tagged', 'created']);
      expect(activities[3]).toMatchObject({ eventData: { updatedFields: ['name'] }, user: { name: expect.any(String) } });
      expect(activities[0]).toMatchObject({ tag: { id: tag.id, name: 'Letters' } });
    });

    it('keeps content edited by hand unless its replacement is confirmed', async () => {
      const { document } = await api.documents.upload(organizationId, textFile('notes.txt', 'first words'));
      await processed(api, organizationId, document.id);
      const { document: edited } = await api.documents.update(organizationId, document.id, { content: 'my own words' });
      expect(edited).toMatchObject({ content: 'my own words', contentEditedAt: expect.any(Date) });
      expect(await refusalOf(api.documents.reprocess(organizationId, document.id))).toMatchObject({
        status: 409,
        code: 'document.content_edited',
      });
      await api.documents.reprocess(organizationId, document.id, { replaceEditedContent: true });
      expect(await processed(api, organizationId, document.id)).toMatchObject({ content: 'first words' });
    });

    it('empties the trash, and a trashed duplicate comes back as restored', async () => {
      const { document } = await api.documents.upload(organizationId, textFile('receipt.txt', 'Receipt 42'));
      await api.documents.delete(organizationId, document.id);
      const again = await api.documents.upload(organizationId, textFile('receipt copy.txt', 'Receipt 42'));
      expect(again).toMatchObject({ isRestored: true, document: { id: document.id, isDeleted: false } });
      await api.documents.delete(organizationId, document.id);
      await api.documents.emptyTrash(organizationId);
      expect((await api.documents.listDeleted(organizationId, { pageIndex: 0, pageSize: 10 })).documentsCount).toBe(0);
    });

    it('acts on many documents at once, by id and by query, skipping those already so', async () => {
      const uploaded = [];
      for (const name of ['bulk-invoice.txt', 'bulk-receipt.txt', 'bulk-letter.txt'])
        uploaded.push((await api.documents.upload(organizationId, textFile(name, `${name} ${crypto.randomUUID()}`))).document);
      const [invoice, receipt, letter] = uploaded as [Document, Document, Document];
      const { tag } = await api.tags.create(organizationId, { name: 'Bulk', color: '#123456' });
      await api.documents.addTag(organizationId, invoice.id, tag.id);

      const { job } = await api.documents.bulk(organizationId, 'add-tag', { tagId: tag.id, documentIds: [invoice.id, receipt.id] });
      expect(job).toMatchObject({ action: 'add-tag', status: 'done', documentsCount: 2, changedCount: 1, skippedCount: 1, error: null });
      expect(job.finishedAt).toBeInstanceOf(Date);
      expect((await api.documents.get(organizationId, receipt.id)).document.tags.map(({ id }) => id)).toEqual([tag.id]);
      expect((await api.documents.getBulkJob(organizationId, job.id)).job.id).toBe(job.id);
      // Done in its answer: the panel lists only jobs that ran in the background.
      expect((await api.documents.listBulkJobs(organizationId)).jobs).toEqual([]);

      expect((await api.documents.bulk(organizationId, 'trash', { query: { tags: [tag.id] } })).job).toMatchObject({
        documentsCount: 2,
        changedCount: 2,
      });
      expect((await api.documents.listDeleted(organizationId, { pageIndex: 0, pageSize: 10 })).documentsCount).toBe(2);
      expect((await api.documents.bulk(organizationId, 'restore', { documentIds: [receipt.id, letter.id] })).job).toMatchObject({
        changedCount: 1,
        skippedCount: 1,
      });
      expect((await api.documents.bulk(organizationId, 'delete', { query: {} })).job).toMatchObject({ documentsCount: 1, changedCount: 1 });
      expect(await refusalOf(api.documents.get(organizationId, invoice.id))).toMatchObject({ status: 404 });

      expect(await refusalOf(api.documents.bulk(organizationId, 'trash', { documentIds: [] }))).toEqual({
        status: 400,
        code: 'server.invalid_request.body',
        message: 'Select at least one document',
      });
      expect(
        await refusalOf(
          api.documents.bulk(organizationId, 'add-tag', { tagId: 'tag_missing000000000000000000', documentIds: [letter.id] }),
        ),
      ).toMatchObject({ status: 404, code: 'tag.not_found' });
      await api.documents.dismissBulkJob(organizationId, job.id);
      expect(await refusalOf(api.documents.getBulkJob(organizationId, 'bulk_missing000000000000000000'))).toMatchObject({
        status: 404,
        code: 'document.bulk_job_not_found',
      });
    });

    it('sorts lists, search results and the trash as asked, and refuses an unknown order', async () => {
      for (const [name, text] of [
        ['b-sort.txt', `sortable ${'x'.repeat(50)}`],
        ['A-sort.txt', 'sortable'],
        ['c-sort.txt', `sortable ${'y'.repeat(10)}`],
      ])
        await api.documents.upload(organizationId, textFile(name!, text!));
      const names = (page: { documents: Document[] }) => page.documents.map(({ name }) => name);
      expect(names(await api.documents.list(organizationId, { pageIndex: 0, pageSize: 10, sortBy: 'name' }))).toEqual([
        'A-sort.txt',
        'b-sort.txt',
        'c-sort.txt',
      ]);
      expect(names(await api.documents.list(organizationId, { pageIndex: 0, pageSize: 10, sortBy: 'size', sortOrder: 'asc' }))).toEqual([
        'A-sort.txt',
        'c-sort.txt',
        'b-sort.txt',
      ]);
      const [first] = (await api.documents.list(organizationId, { pageIndex: 0, pageSize: 10, sortBy: 'name', sortOrder: 'desc' }))
        .documents;
      expect(first!.name).toBe('c-sort.txt');
      await processed(api, organizationId, first!.id);
      const { documents } = await api.documents.list(organizationId, { pageIndex: 0, pageSize: 10 });
      for (const document of documents) await processed(api, organizationId, document.id);
      expect(
        names(
          await api.documents.search(organizationId, {
            searchQuery: 'sortable',
            pageIndex: 0,
            pageSize: 10,
            sortBy: 'name',
            sortOrder: 'desc',
          }),
        ),
      ).toEqual(['c-sort.txt', 'b-sort.txt', 'A-sort.txt']);
      for (const document of documents) await api.documents.delete(organizationId, document.id);
      expect(names(await api.documents.listDeleted(organizationId, { pageIndex: 0, pageSize: 10, sortBy: 'name' }))).toEqual([
        'A-sort.txt',
        'b-sort.txt',
        'c-sort.txt',
      ]);
      expect(await refusalOf(api.documents.list(organizationId, { pageIndex: 0, pageSize: 10, sortBy: 'colour' as 'name' }))).toEqual({
        status: 400,
        code: 'server.invalid_request.query',
        message: 'sortBy must be one of createdAt, name, size, documentDate, archiveSerialNumber',
      });
    });

    it('finds a document’s date, takes a person’s, refuses a stale save, and searches and sorts by it', async () => {
      const { document } = await api.documents.upload(
        organizationId,
        textFile('dated.txt', `Invoice ${crypto.randomUUID()}\nInvoice date: 3 February 2025\nDue date: 3 March 2025`),
      );
      const read = await processed(api, organizationId, document.id);
      expect(read.documentDate).toBe('2025-02-03');
      const { document: set } = await api.documents.update(organizationId, document.id, {
        documentDate: '2024-12-31',
        expectedUpdatedAt: read.updatedAt.toISOString(),
      });
      expect(set.documentDate).toBe('2024-12-31');
      expect(
        await refusalOf(
          api.documents.update(organizationId, document.id, { name: 'stale.txt', expectedUpdatedAt: read.updatedAt.toISOString() }),
        ),
      ).toMatchObject({ status: 409, code: 'document.modified' });
      const hits = await api.documents.search(organizationId, {
        searchQuery: 'date:2024-12',
        pageIndex: 0,
        pageSize: 10,
        sortBy: 'documentDate',
      });
      expect(hits.documents.map(({ id }) => id)).toEqual([document.id]);
      expect(
        await refusalOf(api.documents.search(organizationId, { searchQuery: 'date:2024-13', pageIndex: 0, pageSize: 10 })),
      ).toMatchObject({ status: 400, code: 'search.invalid_date' });
    });

    it('numbers documents: the next free number offered, each number once (the trash included), sorted and searched by it', async () => {
      expect(await api.documents.nextArchiveSerialNumber(organizationId)).toEqual({ archiveSerialNumber: 1 });
      const [first, second, third] = await Promise.all(
        ['first', 'second', 'third'].map(async (name) => {
          const { document } = await api.documents.upload(
            organizationId,
            textFile(`${name}.txt`, `Numbered ${name} ${crypto.randomUUID()}`),
          );
          return processed(api, organizationId, document.id);
        }),
      );
      expect(first!.archiveSerialNumber).toBeNull();
      const { document: numbered } = await api.documents.update(organizationId, first!.id, { archiveSerialNumber: 41 });
      expect(numbered.archiveSerialNumber).toBe(41);
      await api.documents.update(organizationId, second!.id, { archiveSerialNumber: 7 });
      expect(await api.documents.nextArchiveSerialNumber(organizationId)).toEqual({ archiveSerialNumber: 42 });

      await api.documents.delete(organizationId, first!.id);
      const taken = api.documents.update(organizationId, third!.id, { archiveSerialNumber: 41 });
      await expect(taken).rejects.toMatchObject({ status: 409, code: 'document.asn_taken', details: { documentId: first!.id } });
      expect(await refusalOf(api.documents.update(organizationId, third!.id, { archiveSerialNumber: 0 }))).toMatchObject({
        status: 400,
        code: 'server.invalid_request.body',
      });
      expect((await api.documents.update(organizationId, second!.id, { archiveSerialNumber: 7 })).document.archiveSerialNumber).toBe(7);

      const ids = (page: { documents: Document[] }) => page.documents.map(({ id }) => id);
      await api.documents.update(organizationId, third!.id, { archiveSerialNumber: 12 });
      expect(ids(await api.documents.list(organizationId, { pageIndex: 0, pageSize: 10, sortBy: 'archiveSerialNumber' }))).toEqual([
        third!.id,
        second!.id,
      ]);
      const { document: cleared } = await api.documents.update(organizationId, third!.id, { archiveSerialNumber: null });
      expect(cleared.archiveSerialNumber).toBeNull();
      expect(
        ids(await api.documents.list(organizationId, { pageIndex: 0, pageSize: 10, sortBy: 'archiveSerialNumber', sortOrder: 'asc' })),
      ).toEqual([third!.id, second!.id]);
      expect(ids(await api.documents.search(organizationId, { searchQuery: 'asn:7', pageIndex: 0, pageSize: 10 }))).toEqual([second!.id]);
      expect(await refusalOf(api.documents.search(organizationId, { searchQuery: 'asn:seven', pageIndex: 0, pageSize: 10 }))).toMatchObject(
        { status: 400, code: 'search.invalid_number' },
      );
    });

    it('keeps notes on a document, found by search, edited by their author', async () => {
      const { document } = await api.documents.upload(organizationId, textFile('noted.txt', 'A lease'));
      await processed(api, organizationId, document.id);
      const { note } = await api.notes.create(organizationId, document.id, { content: '  Ask Mariana about the deposit  ' });
      expect(note).toMatchObject({
        documentId: document.id,
        content: 'Ask Mariana about the deposit',
        author: { name: expect.any(String) },
      });
      await api.notes.create(organizationId, document.id, { content: 'Deposit returned' });
      expect((await api.notes.list(organizationId, document.id)).notes.map(({ content }) => content)).toEqual([
        'Deposit returned',
        'Ask Mariana about the deposit',
      ]);
      const { note: edited } = await api.notes.update(organizationId, document.id, note.id, {
        content: 'Ask Mariana',
        expectedUpdatedAt: note.updatedAt.toISOString(),
      });
      expect(edited.content).toBe('Ask Mariana');
      expect(
        await refusalOf(
          api.notes.update(organizationId, document.id, note.id, { content: 'x', expectedUpdatedAt: note.updatedAt.toISOString() }),
        ),
      ).toMatchObject({ status: 409, code: 'note.modified' });
      expect(
        (await api.documents.search(organizationId, { searchQuery: 'note:mariana', pageIndex: 0, pageSize: 10 })).documents.map(
          ({ id }) => id,
        ),
      ).toEqual([document.id]);
      expect(await refusalOf(api.notes.create(organizationId, document.id, { content: '   ' }))).toMatchObject({
        status: 400,
        message: 'The note is empty',
      });
      await api.notes.delete(organizationId, document.id, note.id);
      expect((await api.notes.list(organizationId, document.id)).notes).toHaveLength(1);
      expect(await refusalOf(api.notes.delete(organizationId, document.id, note.id))).toMatchObject({
        status: 404,
        code: 'note.not_found',
      });
      const activity = (await api.documents.getActivity(organizationId, document.id, { pageIndex: 0, pageSize: 10 })).activities.map(
        ({ event }) => event,
      );
      expect(activity.slice(0, 4)).toEqual(['note_deleted', 'note_updated', 'note_added', 'note_added']);
    });

    it('keeps every version of a document: a new one current, an older one copied back, one deleted, all counted', async () => {
      const { document } = await api.documents.upload(organizationId, textFile('lease.txt', 'First lease'));
      await processed(api, organizationId, document.id);
      expect((await api.documents.get(organizationId, document.id)).document).toMatchObject({
        currentVersion: { number: 1, label: null },
        versionsCount: 1,
      });
      const [first] = (await api.versions.list(organizationId, document.id)).versions;
      expect(first).toMatchObject({
        documentId: document.id,
        number: 1,
        label: null,
        source: 'upload',
        restoredFromVersionNumber: null,
        originalName: 'lease.txt',
        mimeType: 'text/plain',
        size: 11,
        isCurrent: true,
        createdBy: { name: expect.any(String) },
      });
      expect(first!.createdAt).toBeInstanceOf(Date);

      expect(await refusalOf(api.versions.upload(organizationId, document.id, textFile('same.txt', 'First lease')))).toMatchObject({
        status: 409,
        code: 'document.version_unchanged',
      });
      const { document: other } = await api.documents.upload(organizationId, textFile('other.txt', 'Other bytes'));
      await expect(api.versions.upload(organizationId, document.id, textFile('copy.txt', 'Other bytes'))).rejects.toMatchObject({
        status: 409,
        code: 'document.already_exists',
        details: { documentId: other.id },
      });

      const second = await api.versions.upload(organizationId, document.id, textFile('lease-signed.txt', 'Signed lease'), {
        label: 'signed',
        expectedVersionNumber: 1,
      });
      expect(second.version).toMatchObject({ number: 2, label: 'signed', source: 'upload', isCurrent: true, size: 12 });
      expect(second.document).toMatchObject({
        id: document.id,
        name: 'lease.txt',
        currentVersion: { id: second.version.id, number: 2, label: 'signed' },
        versionsCount: 2,
      });
      await withContent(api, organizationId, document.id, 'Signed lease');
      await expect(
        api.versions.upload(organizationId, document.id, textFile('late.txt', 'Late lease'), { expectedVersionNumber: 1 }),
      ).rejects.toMatchObject({ status: 409, code: 'document.version_conflict', details: { currentVersionNumber: 2 } });
      expect(
        await refusalOf(api.versions.upload(organizationId, document.id, textFile('long.txt', 'x'), { label: 'l'.repeat(101) })),
      ).toMatchObject({
        status: 400,
        code: 'server.invalid_request.body',
      });

      const { version: labelled } = await api.versions.updateLabel(organizationId, document.id, first!.id, 'draft');
      expect(labelled).toMatchObject({ id: first!.id, number: 1, label: 'draft', isCurrent: false });
      expect(await api.versions.fileUrl(organizationId, document.id, first!.id, { download: true })).toEqual(expect.any(String));

      const restored = await api.versions.restore(organizationId, document.id, first!.id, { expectedVersionNumber: 2 });
      expect(restored.version).toMatchObject({ number: 3, source: 'restore', restoredFromVersionNumber: 1, isCurrent: true, size: 11 });
      expect(restored.document).toMatchObject({ currentVersion: { number: 3 }, versionsCount: 3 });
      await withContent(api, organizationId, document.id, 'First lease');
      expect((await api.versions.list(organizationId, document.id)).versions.map(({ number, isCurrent }) => [number, isCurrent])).toEqual([
        [3, true],
        [2, false],
        [1, false],
      ]);
      expect(await refusalOf(api.versions.restore(organizationId, document.id, first!.id, { expectedVersionNumber: 2 }))).toMatchObject({
        status: 409,
        code: 'document.version_conflict',
      });
      // Every version counts toward the organization's storage.
      expect((await api.documents.getStatistics(organizationId)).organizationStats).toEqual({
        documentsCount: 2,
        documentsSize: 11 + 12 + 11 + 11,
      });

      await api.versions.delete(organizationId, document.id, second.version.id);
      expect(await refusalOf(api.versions.delete(organizationId, document.id, second.version.id))).toMatchObject({
        status: 404,
        code: 'document.version_not_found',
      });
      // The current one deleted, the highest left is current again.
      await api.versions.delete(organizationId, document.id, restored.version.id);
      const [last] = (await api.versions.list(organizationId, document.id)).versions;
      expect(last).toMatchObject({ id: first!.id, number: 1, isCurrent: true });
      expect(await refusalOf(api.versions.delete(organizationId, document.id, first!.id))).toMatchObject({
        status: 409,
        code: 'document.version_only',
      });
      const { document: afterDeletes } = await api.documents.get(organizationId, document.id);
      expect(afterDeletes).toMatchObject({ currentVersion: { id: first!.id, number: 1, label: 'draft' }, versionsCount: 1 });

      const versionEvents = (await api.documents.getActivity(organizationId, document.id, { pageIndex: 0, pageSize: 20 })).activities
        .filter(({ event }) => event.startsWith('version_'))
        .map(({ event, eventData }) => ({ event, eventData }));
      expect(versionEvents).toEqual([
        { event: 'version_deleted', eventData: { version: { number: 3, label: null } } },
        { event: 'version_deleted', eventData: { version: { number: 2, label: 'signed' } } },
        { event: 'version_restored', eventData: { version: { number: 3, label: null }, restoredFrom: { number: 1 } } },
        { event: 'version_added', eventData: { version: { number: 2, label: 'signed' } } },
      ]);
    });

    it('keeps saved views in order, refusing duplicates', async () => {
      const { view: first } = await api.views.create(organizationId, {
        name: 'Invoices',
        searchQuery: 'invoice',
        sort: 'documentDate-desc',
        columns: ['documentDate'],
        layout: 'grid',
      });
      expect(first).toMatchObject({
        name: 'Invoices',
        searchQuery: 'invoice',
        tagIds: [],
        tagMatch: 'all',
        sort: 'documentDate-desc',
        columns: ['documentDate'],
        layout: 'grid',
        position: 0,
      });
      const { view: second } = await api.views.create(organizationId, { name: 'All' });
      expect(second).toMatchObject({ sort: null, columns: null, layout: 'table', position: 1 });
      expect(await refusalOf(api.views.create(organizationId, { name: 'All' }))).toMatchObject({
        status: 409,
        code: 'view.already_exists',
      });
      await api.views.reorder(organizationId, [second.id, first.id]);
      expect((await api.views.list(organizationId)).views.map(({ name }) => name)).toEqual(['All', 'Invoices']);
      expect(await refusalOf(api.views.reorder(organizationId, [first.id]))).toMatchObject({ status: 400, code: 'view.order_mismatch' });
      const { view: renamed } = await api.views.update(organizationId, first.id, { name: 'Bills', searchQuery: 'invoice' });
      expect(renamed).toMatchObject({ name: 'Bills', sort: null, position: 1 });
      await api.views.delete(organizationId, second.id);
      expect((await api.views.list(organizationId)).views.map(({ name }) => name)).toEqual(['Bills']);
      expect(await refusalOf(api.views.delete(organizationId, second.id))).toMatchObject({ status: 404, code: 'view.not_found' });
    });

    it('runs tagging rules on new uploads and on existing documents', async () => {
      const { tag } = await api.tags.create(organizationId, { name: 'Invoices', color: '#2563eb' });
      expect(
        await refusalOf(
          api.taggingRules.create(organizationId, { name: 'Bad', tagIds: ['tag_missing000000000000000000'], conditions: [] }),
        ),
      ).toEqual({
        status: 400,
        code: 'tagging_rules.invalid_tags',
        message: 'Every tag of the rule must be a tag of this organization',
      });
      const existing = (await api.documents.upload(organizationId, textFile('old.txt', 'Invoice 1 of last year'))).document;
      await processed(api, organizationId, existing.id);
      const { taggingRule } = await api.taggingRules.create(organizationId, {
        name: 'Invoices',
        tagIds: [tag.id],
        conditions: [{ field: 'content', operator: 'contains', value: 'invoice' }],
      });
      expect(taggingRule).toMatchObject({
        name: 'Invoices',
        isEnabled: true,
        matchMode: 'all',
        tagIds: [tag.id],
        tags: [{ id: tag.id, name: 'Invoices' }],
      });

      const fresh = (await api.documents.upload(organizationId, textFile('new.txt', 'INVOICE 2 of this year'))).document;
      await processed(api, organizationId, fresh.id);
      expect((await api.documents.get(organizationId, fresh.id)).document.tags.map((item) => item.id)).toEqual([tag.id]);

      await api.taggingRules.applyToExistingDocuments(organizationId, taggingRule.id);
      let run = (await api.taggingRules.getLatestRun(organizationId, taggingRule.id)).taggingRuleRun;
      for (let attempt = 0; run?.status === 'running' && attempt < 100; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        run = (await api.taggingRules.getLatestRun(organizationId, taggingRule.id)).taggingRuleRun;
      }
      expect(run).toMatchObject({ status: 'done', documentsCount: 2, processedCount: 2, taggedCount: 1 });
      expect((await api.documents.get(organizationId, existing.id)).document.tags.map((item) => item.id)).toEqual([tag.id]);
      await api.taggingRules.delete(organizationId, taggingRule.id);
      expect(await refusalOf(api.taggingRules.get(organizationId, taggingRule.id))).toEqual({
        status: 404,
        code: 'tagging_rule.not_found',
        message: 'Tagging rule not found',
      });
    });

    it('keeps webhooks, their secret answered once', async () => {
      const created = await api.webhooks.create(organizationId, {
        name: 'Accounting',
        url: 'https://example.com/hooks',
        events: ['document:created'],
      });
      expect(created.secret).toMatch(/^whsec_/);
      expect(created.webhook).toMatchObject({ name: 'Accounting', enabled: true, events: ['document:created'], lastTriggeredAt: null });
      expect(created.webhook).not.toHaveProperty('secret');
      expect(
        await refusalOf(api.webhooks.create(organizationId, { name: 'x', url: 'not a url', events: ['document:created'] })),
      ).toMatchObject({ status: 400, message: 'URL is invalid' });
      const { webhook } = await api.webhooks.update(organizationId, created.webhook.id, {
        name: 'Books',
        url: 'https://example.com/hooks',
        events: ['document:deleted'],
        enabled: false,
      });
      expect(webhook).toMatchObject({ name: 'Books', enabled: false, events: ['document:deleted'] });
      expect((await api.webhooks.list(organizationId)).webhooks).toHaveLength(1);
      await api.webhooks.delete(organizationId, webhook.id);
      expect(await refusalOf(api.webhooks.get(organizationId, webhook.id))).toMatchObject({ status: 404, code: 'webhook.not_found' });
    });

    it('keeps intake addresses and their allowed senders', async () => {
      const { intakeEmail } = await api.intakeEmails.create(organizationId);
      expect(intakeEmail).toMatchObject({ isEnabled: true, allowedOrigins: [], emailAddress: expect.stringMatching(/^[a-z0-9]{16}@/) });
      const { intakeEmail: updated } = await api.intakeEmails.update(organizationId, intakeEmail.id, {
        allowedOrigins: ['Ada@Example.com'],
        isEnabled: false,
      });
      expect(updated).toMatchObject({ allowedOrigins: ['ada@example.com'], isEnabled: false });
      expect(await api.intakeEmails.listMessages(organizationId, intakeEmail.id, { pageIndex: 0, pageSize: 20 })).toEqual({
        messages: [],
        messagesCount: 0,
      });
      await api.intakeEmails.delete(organizationId, intakeEmail.id);
      expect(await refusalOf(api.intakeEmails.delete(organizationId, intakeEmail.id))).toMatchObject({
        status: 404,
        code: 'intake_email.not_found',
      });
    });

    it("keeps the user's API keys, the token answered once", async () => {
      const { apiKey, token } = await api.apiKeys.create({
        name: 'Scanner',
        permissions: ['documents:create'],
        organizationIds: [organizationId],
        allOrganizations: false,
        expiresAt: null,
      });
      expect(token).toMatch(/^ppapi_/);
      expect(apiKey).toMatchObject({
        name: 'Scanner',
        prefix: token.slice(0, apiKey.prefix.length),
        permissions: ['documents:create'],
        lastUsedAt: null,
      });
      expect((await api.apiKeys.list()).apiKeys.map((key) => key.id)).toContain(apiKey.id);
      expect(await refusalOf(api.apiKeys.create({ name: '', permissions: [], expiresAt: null }))).toMatchObject({
        status: 400,
        message: 'Please enter a name for the API key',
      });
      await api.apiKeys.delete(apiKey.id);
      expect(await refusalOf(api.apiKeys.delete(apiKey.id))).toMatchObject({ status: 404, code: 'api_key.not_found' });
    });

    it('answers and renames the user, with the same limit', async () => {
      const { user } = await api.users.updateMe({ name: 'Grace Hopper' });
      expect(user).toMatchObject({ name: 'Grace Hopper', roles: [] });
      expect((await api.users.getMe()).user.name).toBe('Grace Hopper');
      expect(await refusalOf(api.users.updateMe({ name: 'x'.repeat(65) }))).toMatchObject({
        status: 400,
        code: 'server.invalid_request.body',
      });
    });
  });
}
