import { Heading } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import { errorPage } from '../../../content/site.ts'
import { usePageHead } from '../../../lib/head/use-page-head.ts'
import * as styles from './ErrorPage.css.ts'

/**
 * The error page (docs/product.md#not-found-pages): the status code, what happened, the note that
 * the address may be wrong, and a way home. Titled "Ошибка {code}" and kept out of search indexes.
 */
export function ErrorPage({ code, path }: { code: number; path?: string }) {
  usePageHead({
    title: errorPage.title(code),
    meta: [{ name: 'robots', content: 'noindex' }],
  })
  const notFound = code === 404
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <p className={styles.code}>{code}</p>
      <Heading level={1} size="2xl" id="error-title">
        {notFound ? errorPage.notFound : errorPage.otherError}
      </Heading>
      <p>{notFound ? errorPage.note : errorPage.otherNote}</p>
      {path && <p className={styles.detail}>{errorPage.address(path)}</p>}
      <Link to="/" className={styles.home}>
        {errorPage.home}
      </Link>
    </section>
  )
}
