// Strips the `engines` of the packages pinned in package-lock.json (run as `postinstall`).
//
// Why: npm checks every package's `engines` against the Node that runs npm itself. On a machine
// whose own Node is 20 that is not the Node the shop runs on — every npm script runs on the Node
// pinned in devDependencies (`node_modules/node`, 24) — so `npm ci` printed some forty
// EBADENGINE warnings about a runtime nothing of ours uses, and a real mismatch would have been
// lost among them. `npm ci` reads `engines` only from the lockfile, so without them it is quiet;
// scripts/engines.test.ts holds every installed package's own `engines` to the Node we declare
// (a package that needs a newer one fails `npm test`) and fails if the lockfile has them again.
import fs from 'node:fs'
import path from 'node:path'

const lockPath = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '../package-lock.json',
)
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'))
let stripped = 0
for (const [key, entry] of Object.entries(lock.packages)) {
  // The root entry is the project itself: its own `engines` say which Node it runs on.
  if (key !== '' && entry.engines) {
    delete entry.engines
    stripped += 1
  }
}
if (stripped > 0) {
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(
    `package-lock.json: the engines of ${stripped} packages are checked by scripts/engines.test.ts`,
  )
}
