/** Bytes as standard base64, the encoding of Standard Webhooks secrets and signatures and of sealed secrets. */
export const base64Of = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** The bytes of a standard base64 text; throws on anything else. */
export const bytesOfBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
