/**
 * Text as the app's client-side filters compare it: lower case, without accents or other combining
 * marks (é is e, ç is c), and ł as l as the search index folds it. "Paramètres" matches "parametres",
 * "Łódź" matches "lodz". Spaces are kept: trimming and splitting are the caller's.
 */
export const foldForMatch = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ł/g, 'l');
