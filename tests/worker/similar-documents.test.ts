import { describe, expect, it } from 'vitest';
import { similarDocumentsAnswerSchema } from '../../core/documents/documents.openapi';
import { addMember, api, asApiKey, createApiKeyToken, createOrganizationOfFileUser, processDocuments, uploadFile } from './helpers';

type Owner = { cookie: string; organizationId: string };
const base = (owner: Owner) => `/api/organizations/${owner.organizationId}`;
const similarPath = (owner: Owner, documentId: string, query = '') => `${base(owner)}/documents/${documentId}/similar${query}`;

// Letters of three kinds: each shares the usual words of a letter, and differs by its own. A word's weight
// is counted over the whole database, which other test files fill with letters of the same companies
// (suggestions.test.ts): each kind's words carry this run's own ending, so only this file's letters hold them.
const ENDING = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const kindWords = (words: string) => words.replace(/\S+/g, (word) => `${word}${ENDING}`);
const KINDS = {
  power: kindWords('Stadtwerke Musterstadt Stromlieferung Abschlag Zählernummer Verbrauch Kilowattstunden Grundpreis Jahresabrechnung'),
  bank: kindWords('Sparkasse Kontoauszug IBAN Saldo Buchungstag Überweisung Dauerauftrag Kontostand Girokonto'),
  garden: kindWords('Gartenbau Rasenmäher Heckenschnitt Pflanzkübel Rindenmulch Obstbaum Gießkanne Blumenzwiebeln Kompost'),
};
const LETTER = 'Sehr geehrte Damen und Herren, anbei erhalten Sie Ihre Unterlagen. Mit freundlichen Grüßen';

let counter = 0;
const letterOf = (kind: keyof typeof KINDS) => `${LETTER} ${KINDS[kind]} Nummer ${++counter * 7919}`;

async function upload(owner: Owner, content: string, name = `letter ${++counter}.txt`) {
  const { json } = await uploadFile(owner.cookie, owner.organizationId, { name, content, type: 'text/plain' });
  await processDocuments(json.document.id);
  return json.document.id as string;
}

async function similarOf(owner: Owner, documentId: string, { cookie = owner.cookie, query = '' } = {}) {
  const { status, json } = await api(similarPath(owner, documentId, query), { cookie });
  expect(status).toBe(200);
  expect(similarDocumentsAnswerSchema.safeParse(json).error).toBeUndefined();
  return json.documents as { id: string; name: string; score: number; tags: unknown[]; content?: string }[];
}

describe('similar documents', () => {
  it('lists the documents of the same kind first, by how alike they are, and never the document itself', async () => {
    const owner = await createOrganizationOfFileUser();
    const source = await upload(owner, letterOf('power'), 'Stromrechnung Stadtwerke 2024.txt');
    const alike = await upload(owner, letterOf('power'), 'Stromrechnung Stadtwerke 2025.txt');
    // Half of the power company's words: alike, less so.
    const partly = await upload(owner, `${LETTER} ${KINDS.power.split(' ').slice(0, 4).join(' ')} ${KINDS.garden}`);
    const unrelated = [await upload(owner, letterOf('bank')), await upload(owner, letterOf('garden'))];

    const found = await similarOf(owner, source);
    expect(found.map(({ id }) => id).slice(0, 2)).toEqual([alike, partly]);
    expect(found.map(({ id }) => id)).not.toContain(source);
    expect(found[0]!.score).toBeGreaterThan(found[1]!.score);
    expect(found[0]).toMatchObject({ name: 'Stromrechnung Stadtwerke 2025.txt', tags: [] });
    // The list's summary of a document, not its text.
    expect(found[0]!.content).toBeUndefined();
    for (const other of found.filter(({ id }) => unrelated.includes(id))) expect(other.score).toBeLessThan(found[1]!.score);

    expect((await similarOf(owner, source, { query: '?limit=1' })).map(({ id }) => id)).toEqual([alike]);
    const tooMany = await api(similarPath(owner, source, '?limit=21'), { cookie: owner.cookie });
    expect([tooMany.status, tooMany.json.error.code]).toEqual([400, 'server.invalid_request.query']);
  });

  it('never lists a trashed document or another organization’s', async () => {
    const owner = await createOrganizationOfFileUser();
    const other = await createOrganizationOfFileUser('Other archive');
    const source = await upload(owner, letterOf('bank'));
    const trashed = await upload(owner, letterOf('bank'));
    const elsewhere = await upload(other, letterOf('bank'));
    const kept = await upload(owner, letterOf('bank'));
    expect((await api(`${base(owner)}/documents/${trashed}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);

    const ids = (await similarOf(owner, source)).map(({ id }) => id);
    expect(ids).toContain(kept);
    expect(ids).not.toContain(trashed);
    expect(ids).not.toContain(elsewhere);
    // The other organization's own document finds nothing of this one's either.
    expect((await similarOf(other, elsewhere)).map(({ id }) => id)).not.toContain(source);
  });

  it('answers 404 for a document that is not the organization’s, and an empty list for a document without words', async () => {
    const owner = await createOrganizationOfFileUser();
    const other = await createOrganizationOfFileUser('Other archive');
    const elsewhere = await upload(other, letterOf('garden'));
    for (const documentId of ['doc_000000000000000000000000', elsewhere]) {
      const { status, json } = await api(similarPath(owner, documentId), { cookie: owner.cookie });
      expect([status, json.error.code]).toEqual([404, 'document.not_found']);
    }
    expect(await similarOf(owner, await upload(owner, '12 34', '1.txt'))).toEqual([]);
  });

  it('is read by every role, and by API keys that may read documents', async () => {
    const owner = await createOrganizationOfFileUser();
    const source = await upload(owner, letterOf('garden'));
    const alike = await upload(owner, letterOf('garden'));
    const viewer = await addMember(owner.cookie, owner.organizationId, 'viewer');
    expect((await similarOf(owner, source, { cookie: viewer.cookie })).map(({ id }) => id)).toContain(alike);

    const reader = await asApiKey(await createApiKeyToken(owner, ['documents:read']), similarPath(owner, source));
    expect([reader.status, reader.json.documents.map(({ id }: { id: string }) => id)]).toEqual([200, expect.arrayContaining([alike])]);
    const tagger = await asApiKey(await createApiKeyToken(owner, ['tags:read']), similarPath(owner, source));
    expect(tagger.status).toBe(403);
  });
});
