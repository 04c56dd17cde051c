import { describe, expect, it } from 'vitest';
import { MARK_END as E, MARK_START as S, snippetToHtml } from './snippet';

describe('snippetToHtml', () => {
  it.each<[string, string[], string | undefined]>([
    [`an ${S}invoice${E} due`, [], 'an <mark>invoice</mark> due'],
    [`<b>${S}x${E}</b> & "q"`, [], '&lt;b&gt;<mark>x</mark>&lt;/b&gt; &amp; &quot;q&quot;'],
    [`${S}open${S} twice${E}${E} stray${E}`, [], '<mark>open twice</mark> stray'],
    [`${S}unclosed`, [], '<mark>unclosed</mark>'],
    [`empty ${S}${E}mark`, [], 'empty mark'],
    [`  …  ${S}${E} `, [], undefined],
    [null as never, [], undefined],
    // Highlighted words narrowed to the term they contain, folding case and accents.
    [`die ${S}Hundeschule${E} am`, ['schule'], 'die Hunde<mark>schule</mark> am'],
    [`${S}Steuererklärung${E}`, ['erklarung'], 'Steuer<mark>erklärung</mark>'],
    [`${S}CAFÉS${E}`, ['cafe'], '<mark>CAFÉ</mark>S'],
    [`${S}Łódź${E}`, ['Lodz'], '<mark>Łódź</mark>'],
    [`${S}wombats${E} and ${S}wombat${E}`, ['wombat'], '<mark>wombat</mark>s and <mark>wombat</mark>'],
    [`${S}invoice${E}`, ['schule', 'voice'], 'in<mark>voice</mark>'],
    [`${S}downtown${E}`, ['schule'], '<mark>downtown</mark>'], // a prefix match keeps its whole word
    [`${S}annual report${E}`, ['report'], '<mark>annual report</mark>'], // a phrase stays whole
    [`${S}a&b${E}`, ['b'], 'a&amp;<mark>b</mark>'],
  ])('%j with %j', (raw, terms, expected) => {
    expect(snippetToHtml(raw, terms)).toBe(expected);
  });
});
