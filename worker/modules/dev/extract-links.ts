/** The http(s) links of a plain-text email, without a sentence's trailing punctuation. */
export function extractLinks(text: string): string[] {
  return (text.match(/https?:\/\/[^\s<>"')]+/g) ?? []).map((link) => link.replace(/[.,;:!?]+$/, ''));
}
