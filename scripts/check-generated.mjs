// Generated files are committed; this fails when openapi/schema.d.ts no longer matches
// openapi/openapi.yaml. (The route tree is checked by scripts/test.sh around the build.)
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const fresh = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gen-')), 'schema.d.ts')
execFileSync('node_modules/.bin/openapi-typescript', ['openapi/openapi.yaml', '-o', fresh], {
  stdio: 'ignore',
})
if (fs.readFileSync(fresh, 'utf8') !== fs.readFileSync('openapi/schema.d.ts', 'utf8')) {
  console.error('openapi/schema.d.ts is stale: run `npm run gen:api` and commit it.')
  process.exit(1)
}
console.log('openapi/schema.d.ts is fresh')
