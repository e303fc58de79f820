import fs from 'node:fs'

/**
 * Waits for what a background job does (an SMS in the outbox, a row it wrote), as a client
 * would: `read` is asked again every 25 ms until it gives something other than undefined.
 * Work queued by a request (jobs/job-queue.ts) happens after its answer, so a test that reads
 * a sent SMS waits through this one helper.
 */
export async function waitFor<T>(
  read: () => T | undefined | Promise<T | undefined>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** The newest line of a JSON-lines outbox file (the outbox SMS gateway) that `match`es. */
export function outboxLine<T>(file: string, match: (line: T) => boolean): T | undefined {
  let text = ''
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T)
    .findLast(match)
}
