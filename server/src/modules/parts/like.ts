/** `%`, `_` and `\` typed by a customer match themselves in LIKE patterns. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)
