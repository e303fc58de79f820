import * as styles from './Skeleton.css.ts'

export interface SkeletonProps {
  width?: string
  height?: string
  circle?: boolean
}

/** A placeholder shaped like the content it stands for; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = '1em', circle = false }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, circle ? styles.circle : ''].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  )
}
