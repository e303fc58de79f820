/**
 * Fitment as an outside catalogue writes it, one model per value: «MAN TGS 2007–2020»,
 * «Volvo FH 2013-», «Scania R» (docs/exchange-1c.md, «Применяемость»), resolved against the
 * shop's makes and models.
 */

/** A truck model of the shop with the names of its make. */
export interface KnownModel {
  id: string
  title: string
  markTitle: string
  /** The make's title and its other names (marks.aliases). */
  markNames: string[]
}

export interface ResolvedFit {
  truckModelId: string
  yearFrom: number | null
  yearTo: number | null
}

/** Why a value names no model of the shop. */
export type FitProblem = 'no_make' | 'no_model' | 'make_only' | 'bad_years'

export type FitOutcome = { ok: true; fit: ResolvedFit } | { ok: false; problem: FitProblem }

const firstYear = 1950
const lastYear = 2100
// «2007–2020», «2007-2020», «2007 — 2020», «2013-», «с 2013», «2013» at the end of the value.
const yearsAtEnd = /\s+(?:с\s+)?(\d{4})(?:\s*([-–—])\s*(\d{4})?)?\s*(?:г\.?|гг\.?)?$/i

/** Lower case, one space, one kind of hyphen: how names are compared. */
export function fitKey(text: string) {
  return text
    .toLowerCase()
    .replace(/[‐-―]/g, '-')
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Splits the years off a value; `bad` when they are not model years. */
export function splitYears(value: string): {
  name: string
  yearFrom: number | null
  yearTo: number | null
  bad: boolean
} {
  const text = value.replace(/\s+/g, ' ').trim()
  const match = yearsAtEnd.exec(text)
  if (!match) return { name: text, yearFrom: null, yearTo: null, bad: false }
  const from = Number(match[1])
  // A single year with no dash is that one year; with a dash and nothing after it, to this day.
  const to = match[3] ? Number(match[3]) : match[2] ? null : from
  const inRange = (y: number) => y >= firstYear && y <= lastYear
  // A lone number that is no model year is part of the name («КАМАЗ 5490»).
  if (!match[2] && !inRange(from)) return { name: text, yearFrom: null, yearTo: null, bad: false }
  const bad = !inRange(from) || (to !== null && (!inRange(to) || to < from))
  return { name: text.slice(0, match.index).trim(), yearFrom: from, yearTo: to, bad }
}

/**
 * Finds the model a value names: its make by title or any other name (the longest that starts
 * the value), then the model by its title with or without the make's name in front.
 */
export function resolveFit(value: string, models: KnownModel[]): FitOutcome {
  // A model whose name ends in a year-like number («КАМАЗ 6520 2010» is not «КАМАЗ 6520»…) is
  // taken whole first; only then are the years split off.
  const whole = modelNamed(value, models)
  if (whole.ok) return { ok: true, fit: { truckModelId: whole.id, yearFrom: null, yearTo: null } }
  const { name, yearFrom, yearTo, bad } = splitYears(value)
  if (bad) return { ok: false, problem: 'bad_years' }
  const found = modelNamed(name, models)
  if (!found.ok) return found
  return { ok: true, fit: { truckModelId: found.id, yearFrom, yearTo } }
}

function modelNamed(
  name: string,
  models: KnownModel[],
): { ok: true; id: string } | { ok: false; problem: FitProblem } {
  const key = fitKey(name)
  let best: { markTitle: string; rest: string; length: number } | null = null
  for (const model of models) {
    for (const markName of model.markNames) {
      const mark = fitKey(markName)
      if (key !== mark && !key.startsWith(`${mark} `) && !key.startsWith(`${mark}-`)) continue
      if (!best || mark.length > best.length) {
        best = {
          markTitle: model.markTitle,
          rest: key.slice(mark.length).trim(),
          length: mark.length,
        }
      }
    }
  }
  if (!best) return { ok: false, problem: 'no_make' }
  if (best.rest === '') return { ok: false, problem: 'make_only' }
  const rest = best.rest.replace(/^-/, '')
  const found = models.find((model) => {
    if (model.markTitle !== best.markTitle) return false
    const title = fitKey(model.title)
    if (title === key) return true
    return model.markNames.some((markName) => {
      const mark = fitKey(markName)
      return title.startsWith(`${mark} `) && title.slice(mark.length + 1) === rest
    })
  })
  if (!found) return { ok: false, problem: 'no_model' }
  return { ok: true, id: found.id }
}
