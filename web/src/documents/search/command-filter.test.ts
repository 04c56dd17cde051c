import { describe, expect, it } from 'vitest';
import { filterCommands } from './command-filter';

const commands = [
  { id: 'home', label: 'Go to home' },
  { id: 'documents', label: 'Go to documents' },
  { id: 'deleted', label: 'Go to deleted documents', keywords: 'trash bin' },
  { id: 'organization-settings', label: 'Go to organization settings' },
  { id: 'account-settings', label: 'Go to account settings' },
  { id: 'import', label: 'Import a document', keywords: 'upload add file' },
  { id: 'fr', label: 'Aller aux paramètres' },
];
const ids = (query: string) => filterCommands(commands, query).map((command) => command.id);

describe('filterCommands', () => {
  it.each<[string, string[]]>([
    ['', commands.map((command) => command.id)],
    ['   ', commands.map((command) => command.id)],
    ['docu', ['documents', 'deleted', 'import']],
    ['DOCUMENTS', ['documents', 'deleted']],
    ['settings', ['organization-settings', 'account-settings']],
    ['account settings', ['account-settings']],
    ['settings   org', ['organization-settings']],
    ['trash', ['deleted']],
    ['upload', ['import']],
    ['parametres', ['fr']],
    ['PARAMÈTRES', ['fr']],
    ['xyz', []],
    ['go xyz', []],
    ['<script>', []],
  ])('%j keeps %j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('returns a new array and keeps the input', () => {
    const result = filterCommands(commands, '');
    expect(result).not.toBe(commands);
    expect(result).toEqual(commands);
  });
});
