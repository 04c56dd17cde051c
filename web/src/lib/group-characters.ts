/** A long code made readable: its characters in groups of `size`, separated by spaces ("JBSW Y3DP EHPK"). */
export const groupCharacters = (text: string, size = 4) => (text.match(new RegExp(`.{1,${size}}`, 'g')) ?? []).join(' ');
