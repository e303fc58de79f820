/** Gives the browser a turn: what comes after runs as a task of its own. */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

// Imported for this too. In the built shop the code after this module in its chunk (the flows'
// machines, which XState builds when their modules run) waits for the timer, so the shell's
// modules are not evaluated in one long task that holds a phone's main thread (total blocking
// time). It is imported where that split should be (src/app/app-updates.ts). Harmless on the server
// and in tests: one timer when the module loads.
await yieldToBrowser()
