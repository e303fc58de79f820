import { Fragment } from 'react'
import { noBreak } from '../lists.css.ts'

/**
 * The text with each of the numbers in it kept on one line (an article such as 5320-8986588
 * never breaks at its hyphen); the rest wraps as usual.
 */
export function NoBreakNumbers({
  text,
  numbers,
}: {
  text: string
  numbers: readonly (string | null | undefined)[]
}) {
  const known = numbers.filter((n): n is string => Boolean(n && n.length > 1 && text.includes(n)))
  if (known.length === 0) return text
  const escaped = known.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  const parts = text.split(new RegExp(`(${escaped.join('|')})`))
  return parts.map((part, index) =>
    known.includes(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
      <span key={index} className={noBreak}>
        {part}
      </span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
      <Fragment key={index}>{part}</Fragment>
    ),
  )
}
