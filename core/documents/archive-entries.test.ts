import { describe, expect, it } from 'vitest';
import { csvField, entryNamer, firstLineOf, metadataCsv } from './archive-entries';

describe('entryNamer', () => {
  it('numbers the names already taken, ignoring case, and never takes metadata.csv', () => {
    const name = entryNamer();
    expect(
      ['invoice.pdf', 'invoice.pdf', 'Invoice.PDF', 'invoice (2).pdf', 'notes', 'notes', 'metadata.csv', '.env', '.env'].map(name),
    ).toEqual([
      'invoice.pdf',
      'invoice (2).pdf',
      'Invoice (3).PDF',
      'invoice (2) (2).pdf',
      'notes',
      'notes (2)',
      'metadata (2).csv',
      '.env',
      '.env (2)',
    ]);
  });
});

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['-42', "'-42"],
    ['@cmd', "'@cmd"],
    ['+1, 2', `"'+1, 2"`],
  ])('%j → %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('firstLineOf and metadataCsv', () => {
  it('takes the first line, cut to 200 characters', () => {
    expect(firstLineOf('\n  Invoice 42\r\nTotal: 12 €')).toBe('Invoice 42');
    expect(firstLineOf('x'.repeat(300))).toHaveLength(200);
    expect(firstLineOf('')).toBe('');
  });

  it('writes a header and one CRLF line per document, with a byte order mark', () => {
    const csv = metadataCsv([
      {
        entryName: 'a (2).pdf',
        name: 'a.pdf',
        originalName: 'scan.pdf',
        size: 1234,
        mimeType: 'application/pdf',
        createdAt: new Date('2025-03-12T10:00:00Z'),
        documentDate: '2025-03-01',
        tags: ['Tax', 'Home, office'],
        firstLine: 'Invoice "42"',
        notes: ['Paid by card', 'Ask for a copy'],
        properties: {},
      },
    ]);
    expect(csv).toBe(
      '\uFEFFfile,name,original name,size,type,created,document date,tags,first line,notes\r\na (2).pdf,a.pdf,scan.pdf,1234,application/pdf,2025-03-12T10:00:00.000Z,2025-03-01,"Tax; Home, office","Invoice ""42""","Paid by card\n\nAsk for a copy"\r\n',
    );
  });

  it('adds a column per custom property, in the order given, empty where a document has no value', () => {
    const row = {
      entryName: 'a.txt',
      name: 'a.txt',
      originalName: 'a.txt',
      size: 1,
      mimeType: 'text/plain',
      createdAt: new Date('2025-03-12T10:00:00Z'),
      documentDate: null,
      tags: [],
      firstLine: '',
      notes: [],
    };
    const csv = metadataCsv(
      [
        { ...row, properties: { Amount: 12.5, Paid: true, Status: 'Paid', Labels: ['Red', 'Blue'] } },
        { ...row, properties: { Paid: false } },
      ],
      ['Status', 'Amount', 'Paid', 'Labels', 'Due, by'],
    );
    expect(csv.split('\r\n').map((line) => line.split(',').slice(10).join(','))).toEqual([
      'Status,Amount,Paid,Labels,"Due, by"',
      'Paid,12.5,yes,Red; Blue,',
      ',,no,,',
      '',
    ]);
  });
});
