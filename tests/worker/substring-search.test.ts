import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../worker/platform/db/client';
import { ftsString, substringCondition } from '../../worker/modules/documents/search/query-compiler';
import { substringsSql } from '../../worker/modules/documents/search/search-statements';
import { foldLikeTrigrams } from '../../worker/modules/documents/search/substring-pattern';
import { TRIGRAM_FOLDING_GROUPS } from '../../worker/modules/documents/search/trigram-folding';
import { foldLikeIndex, INDEX_FOLDS } from '../../core/search/snippet';
import { processDocuments, uploadFile, createOrganizationOfFileUser } from './helpers';
import { organizationDatabase } from './databases';

/**
 * The substring index keeps no positions (migrations/0030_search_index_bytes.sql): a substring is
 * its trigrams, then the folded term in each document found. These tests hold that to D1's own
 * tokenizer, and to the answers of the index with positions it replaced (a phrase of trigrams).
 */
describe('substrings without positions', () => {
  it('fold characters as D1’s trigram tokenizer does (trigram-folding.ts is generated from it)', async () => {
    await env.DB.batch([
      env.DB.prepare("CREATE VIRTUAL TABLE folding_check USING fts5(text, tokenize='trigram remove_diacritics 1')"),
      env.DB.prepare("CREATE VIRTUAL TABLE folding_check_instances USING fts5vocab(folding_check, 'instance')"),
      env.DB.prepare(
        `INSERT INTO folding_check (rowid, text)
          WITH RECURSIVE code_points(n) AS (SELECT 32 UNION ALL SELECT n + 1 FROM code_points WHERE n < 65535)
          SELECT n, char(n, n, n) FROM code_points WHERE n NOT BETWEEN 55296 AND 57343`,
      ),
    ]);
    const { results } = await env.DB.prepare(
      'SELECT doc, substr(term, 1, 1) AS folded FROM folding_check_instances WHERE substr(term, 1, 1) <> char(doc) ORDER BY doc',
    ).all<{ doc: number; folded: string }>();
    const expected = TRIGRAM_FOLDING_GROUPS.flatMap((group) =>
      [...group].slice(1).map((character) => ({ doc: character.codePointAt(0)!, folded: [...group][0]! })),
    ).sort((a, b) => a.doc - b.doc);
    expect(results.length).toBeGreaterThan(1000);
    expect(results).toEqual(expected);
    // What the index triggers replace first (ł with l) aside, the term is folded as the tokenizer folds.
    for (const { doc, folded } of results)
      if (!(String.fromCodePoint(doc) in INDEX_FOLDS)) expect(foldLikeTrigrams(String.fromCodePoint(doc))).toBe(folded);
  });

  const texts = [
    'Herr MÜLLER trinkt Kaffee',
    'Siedziba w ŁÓDŹ, umowa najmu',
    'Inscription à l’École primaire',
    'Die Überweisung vom 3.10.2024',
    'nnann and caffe, anna',
    'Straße 5, STRASSE 7',
    'ΣΟΦΊΑ και σοφία',
    "a*b [draft] 50% off_the_shelf \\ path 'quoted'",
    'e-mail: INFO@EXAMPLE.COM',
  ];
  const terms = [
    'ller tr',
    'muller',
    'MÜLLER',
    'lodz',
    'ŁÓDŹ',
    "l'ecole",
    'ÉCOLE',
    'uber',
    'über',
    '3.10.20',
    'anna',
    'nann',
    'cafe',
    'strasse',
    'straße',
    'σοφία',
    'ΣΟΦΊΑ',
    'a*b',
    '[dr',
    '50%',
    'off_the',
    '\\ pa',
    "'quo",
    'e-mail',
    'info@ex',
    'xyz',
  ];

  it('find in the content what a phrase of trigrams with positions finds, in every case and accent', async () => {
    const member = await createOrganizationOfFileUser();
    const names = new Map<string, number>();
    for (const [index, text] of texts.entries()) {
      const { json } = await uploadFile(member.cookie, member.organizationId, {
        name: `text ${index}.txt`,
        content: text,
        type: 'text/plain',
      });
      await processDocuments(json.document.id);
      names.set(json.document.id, index);
    }
    await env.DB.prepare("CREATE VIRTUAL TABLE positions_reference USING fts5(text, tokenize='trigram remove_diacritics 1')").run();
    await env.DB.batch(
      texts.map((text, index) =>
        env.DB.prepare('INSERT INTO positions_reference (rowid, text) VALUES (?, ?)').bind(index, foldLikeIndex(text)),
      ),
    );
    const db = createDatabase(await organizationDatabase(member.organizationId));

    let found = 0;
    for (const term of terms) {
      const reference = await env.DB.prepare('SELECT rowid FROM positions_reference WHERE positions_reference MATCH ? ORDER BY rowid')
        .bind(ftsString(foldLikeIndex(term)))
        .all<{ rowid: number }>();
      // In the content; in the name and the content (a 3-character one is then its trigram alone); lowered only.
      for (const substring of [
        substringCondition(term, false),
        substringCondition(term, true),
        { ...substringCondition(term, false), replacements: [] },
      ]) {
        const rows = await db.all<{ id: string }>(
          sql`SELECT s.document_id AS id FROM search_trigrams JOIN search_documents s ON s.search_rowid = search_trigrams.rowid
            WHERE search_trigrams MATCH ${substring.match} AND ${substringsSql([substring])} AND s.organization_id = ${member.organizationId}`,
        );
        const indexes = rows.map(({ id }) => names.get(id)!).sort();
        if (substring.replacements.length > 0 || !substring.isChecked)
          expect(indexes, term).toEqual(reference.results.map(({ rowid }) => rowid));
        // Lowered only: a subset, the documents that hold the term as typed but for the ASCII case.
        else
          expect(
            reference.results.map(({ rowid }) => rowid),
            term,
          ).toEqual(expect.arrayContaining(indexes));
      }
      found += reference.results.length;
    }
    expect(found).toBe(24); // every term but 'xyz' and 'strasse' somewhere
  });
});
