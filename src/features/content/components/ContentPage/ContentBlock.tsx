import { formatPrice, Text } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import type { ContentBlock, ContentCell, ContentLink } from '../../../../content/pages/types.ts'
import { contentTexts } from '../../../../content/pages/ui.ts'
import * as styles from './ContentPage.css.ts'

export function cellText(cell: ContentCell): string {
  if (typeof cell === 'string') return cell
  const amount = formatPrice(cell.kopecks, { decimals: 'auto' })
  return cell.from ? contentTexts.from(amount) : amount
}

export function ContentLinkItem({ link }: { link: ContentLink }) {
  if (link.href.startsWith('/'))
    return (
      <Link to={link.href} className={styles.link}>
        {link.label}
      </Link>
    )
  return (
    <a className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label}
    </a>
  )
}

/** One block of a content section, rendered by its kind. */
export function ContentBlockView({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>
    case 'note':
      return <p className={styles.note}>{block.text}</p>
    case 'list': {
      const items = block.items.map((item) => <li key={item}>{item}</li>)
      return block.ordered ? (
        <ol className={styles.list}>{items}</ol>
      ) : (
        <ul className={styles.list}>{items}</ul>
      )
    }
    case 'definitions':
      return (
        <dl className={styles.definitions}>
          {block.items.map((item) => (
            <div key={item.term}>
              <Text as="dt" weight="bold">
                {item.term}
              </Text>
              <dd className={styles.definition}>{item.text}</dd>
            </div>
          ))}
        </dl>
      )
    case 'table':
      return (
        // A wide table scrolls on narrow screens: the scroll area must be reachable by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region
        <section className={styles.tableWrap} aria-label={block.caption} tabIndex={0}>
          <table className={styles.table}>
            <caption className={styles.caption}>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                // Rows are static content that never reorders: the index is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: static rows
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) =>
                    cellIndex === 0 ? (
                      <th key={cellText(cell)} scope="row">
                        {cellText(cell)}
                      </th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: static cells
                      <td key={cellIndex}>{cellText(cell)}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )
    case 'links':
      return (
        <ul className={styles.links}>
          {block.items.map((link) => (
            <li key={link.href}>
              <ContentLinkItem link={link} />
            </li>
          ))}
        </ul>
      )
  }
}
