import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The README is a map: a newcomer follows its links and the docs' links, so each must land.
const topFolders = fs
  .readdirSync('.', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(entry.name, 'README.md')))
  .map((entry) => path.join(entry.name, 'README.md'))
  .filter((file) => !file.startsWith('node_modules'))

function markdownUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return markdownUnder(full)
    return entry.name.endsWith('.md') ? [full] : []
  })
}

const pages = ['README.md', ...topFolders, ...markdownUnder('docs')]

/** Anchors as GitHub makes them from headings (lower case, punctuation dropped, spaces to -). */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const line of withoutCode(fs.readFileSync(file, 'utf8')).split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line)
    if (!heading) continue
    const base = (heading[1] ?? '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

function withoutCode(text: string): string {
  return text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')
}

function brokenLinks(file: string): string[] {
  const text = withoutCode(fs.readFileSync(file, 'utf8'))
  const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((link) => link[1] ?? '')
  return targets.flatMap((target) => {
    if (/^[a-z]+:/i.test(target)) return []
    const [where = '', anchor] = target.split('#')
    const resolved = where ? path.join(path.dirname(file), where) : file
    if (!fs.existsSync(resolved)) return [`${file}: ${target} (no such file)`]
    if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) {
      return [`${file}: ${target} (no such heading)`]
    }
    return []
  })
}

describe('the README and the docs', () => {
  it('every relative link opens a file that exists, at a heading that exists', () => {
    expect(pages.flatMap(brokenLinks)).toEqual([])
  })

  it('the README stays a map of at most 300 lines', () => {
    expect(fs.readFileSync('README.md', 'utf8').split('\n').length).toBeLessThanOrEqual(300)
  })

  it('no page names a tracker issue by number instead of saying what it means', () => {
    const mentions = pages.filter((file) =>
      /\b[Ii]ssues? [0-9]|issues\/[0-9]/.test(fs.readFileSync(file, 'utf8')),
    )
    expect(mentions).toEqual([])
  })
})
