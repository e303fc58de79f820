import { type ReactNode, Suspense, use } from 'react'
import type { MainMenu } from '../../../api/catalog.ts'
import type { LoadResult } from '../../../components/DataState/load-result.ts'
import type { Branch } from '../../../content/branches.ts'
import type { LatestArrivals } from '../latest-arrivals.ts'
import type { HomeData } from '../load-home.ts'
import { ArrivalsSection } from './ArrivalsSection.tsx'
import { BranchesSection } from './BranchesSection.tsx'
import { CatalogueSections } from './CatalogueSections.tsx'
import { HeroSearch } from './HeroSearch.tsx'
import { ArrivalsSkeleton, CatalogueSkeleton } from './HomeSkeletons.tsx'
import * as styles from './home.css.ts'
import { WhyUs } from './WhyUs.tsx'

function Resolved<T>({
  promise,
  children,
}: {
  promise: Promise<T>
  children: (value: T) => ReactNode
}) {
  return children(use(promise))
}

export interface HomePageProps {
  /** The loader's promises; each section shows its skeleton until its own data arrives. */
  data: HomeData
  branches?: readonly Branch[]
  /** Overrides the screen check of the phone display, for stories and tests. */
  mobile?: boolean
}

/** The home page: search first, then the catalogue, used arrivals, why us and the branches. */
export function HomePage({ data, branches, mobile }: HomePageProps) {
  return (
    <div className={styles.page}>
      <HeroSearch />
      <Suspense fallback={<CatalogueSkeleton />}>
        <Resolved<LoadResult<MainMenu>> promise={data.menu}>
          {(result) => <CatalogueSections result={result} />}
        </Resolved>
      </Suspense>
      <Suspense fallback={<ArrivalsSkeleton />}>
        <Resolved<LoadResult<LatestArrivals>> promise={data.arrivals}>
          {(result) => <ArrivalsSection result={result} />}
        </Resolved>
      </Suspense>
      <WhyUs />
      <BranchesSection branches={branches} mobile={mobile} />
    </div>
  )
}
