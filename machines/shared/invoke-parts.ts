/** Pieces of `invoke` configs several machines share (pure values, typed structurally). */

/** The `logError` action with the failed actor's error: failures the user is not told about. */
export const logActorError = {
  type: 'logError',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const

/** The input of a text search: the typed text, trimmed. */
export const trimmedText = ({ context }: { context: { text: string } }) => ({
  s: context.text.trim(),
})
