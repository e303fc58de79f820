import { Heading, Stack } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import { homeText } from '../../../content/home.ts'
import * as styles from './home.css.ts'

const text = homeText.whyUs

/** Why buy here: warranty, delivery, branches and the service station, each to its page. */
export function WhyUs() {
  return (
    <Stack as="section" space={4} aria-labelledby="home-why">
      <Heading level={2} size="xl" lineHeight="tight" id="home-why">
        {text.title}
      </Heading>
      <ul className={styles.whyList}>
        {text.items.map((item) => (
          <li key={item.href}>
            <Link to={item.href} className={styles.whyLink}>
              <span className={styles.whyTitle}>{item.title}</span>
              <span>{item.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Stack>
  )
}
