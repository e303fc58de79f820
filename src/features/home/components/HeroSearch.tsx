import { SearchField } from '@gruzovik/design-system'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { homeText } from '../../../content/home.ts'
import { pageTitles } from '../../../content/pages.ts'
import * as styles from './hero.css.ts'

const text = homeText.hero

/**
 * The search-first hero. A plain GET form to /search?s= (it works before any script of the
 * header's search overlay loads); with the app running it navigates in place, and only with
 * trimmed, non-empty text.
 */
export function HeroSearch() {
  const navigate = useNavigate()
  const [value, setValue] = useState('')
  const search = (query: string) => {
    const s = query.trim()
    if (s) void navigate({ to: '/search', search: { s } })
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    search(value)
  }
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title}>
        {pageTitles.home}
      </h1>
      <p className={styles.lead}>{text.lead}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: the form is the landmark itself; a <search> wrapper adds nothing and happy-dom does not know it */}
      <form
        role="search"
        aria-label={text.formLabel}
        action="/search"
        method="get"
        className={styles.form}
        onSubmit={onSubmit}
      >
        <SearchField
          name="s"
          size="lg"
          label={text.label}
          placeholder={text.placeholder}
          value={value}
          onChange={setValue}
          onSubmit={search}
          autoComplete="off"
        />
        <button type="submit" className={styles.submit}>
          {text.submit}
        </button>
      </form>
      <div className={styles.examplesRow}>
        <span aria-hidden="true">{text.examplesIntro}</span>
        <ul className={styles.examples} aria-label={text.examplesLabel}>
          {text.examples.map((article) => (
            <li key={article}>
              <Link
                to="/search"
                search={{ s: article }}
                className={styles.exampleLink}
                aria-label={text.exampleLink(article)}
              >
                {article}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
