// The production build serves no source maps: they would publish the shop's whole source.
// Fails the build when dist/ holds a .map file or a script still points at one.
import fs from 'node:fs'
import path from 'node:path'

const dist = path.resolve(process.env.DIST_DIR ?? 'dist')
const offenders: string[] = []
for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue
  const file = path.join(entry.parentPath, entry.name)
  if (file.endsWith('.map')) offenders.push(file)
  else if (
    /\.(m?js|css)$/.test(file) &&
    /[#@] sourceMappingURL=/.test(fs.readFileSync(file, 'utf8'))
  ) {
    offenders.push(`${file} (sourceMappingURL)`)
  }
}
if (offenders.length > 0) {
  console.error(`Source maps in ${dist}:\n${offenders.join('\n')}`)
  process.exit(1)
}
console.log('No source maps in the build')
