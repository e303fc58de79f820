// Where the drawings of part types are served: the shop's static files
// (public/illustrations/<kind>.svg, copied into dist/ by the build), each address carrying a
// hash of its file's content, so the server may let browsers keep them for a year
// (registerSpa) and a changed drawing gets a new address.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type IllustrationKind, illustrationKindOf } from './illustration-kinds.ts'

export const illustrationsDir = fileURLToPath(
  new URL('../../../../public/illustrations/', import.meta.url),
)
export const illustrationsPath = '/illustrations/'

let versions: Map<string, string> | null = null

/** The first 8 hex digits of each drawing's SHA-256, read once. */
function versionOf(kind: IllustrationKind): string {
  if (!versions) {
    const found = new Map<string, string>()
    for (const file of fs.existsSync(illustrationsDir) ? fs.readdirSync(illustrationsDir) : []) {
      if (!file.endsWith('.svg')) continue
      const bytes = fs.readFileSync(path.join(illustrationsDir, file))
      found.set(file.slice(0, -4), createHash('sha256').update(bytes).digest('hex').slice(0, 8))
    }
    versions = found
  }
  return versions.get(kind) ?? '0'
}

export const illustrationUrl = (kind: IllustrationKind) =>
  `${illustrationsPath}${kind}.svg?v=${versionOf(kind)}`

/** The drawing of what a part (or a cross group) is, by its name. */
export const illustrationFor = (title: string) => illustrationUrl(illustrationKindOf(title))
