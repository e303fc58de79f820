import { Stack } from '@gruzovik/design-system'
import { type ReactNode, Suspense, use } from 'react'
import type { MainMenu } from '../../../api/catalog.ts'
import type { Branch } from '../../../content/branches.ts'
import type { LoadResult } from '../../../lib/load-result.ts'
import type { LatestArrivals } from '../latest-arrivals.ts'
import type { HomeData } from '../load-home.ts'
import { ArrivalsSection } from './ArrivalsSection.tsx'
import { BranchesSection } from './BranchesSection.tsx'
import { CatalogSections } from './CatalogSections.tsx'
import { HeroSearch } from './HeroSearch.tsx'
import { ArrivalsSkeleton, CatalogSkeleton } from './HomeSkeletons.tsx'
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
    <Stack space={10}>
      <HeroSearch />
      <Suspense fallback={<CatalogSkeleton />}>
        <Resolved<LoadResult<MainMenu>> promise={data.menu}>
          {(result) => <CatalogSections result={result} />}
        </Resolved>
      </Suspense>
      <Suspense fallback={<ArrivalsSkeleton />}>
        <Resolved<LoadResult<LatestArrivals>> promise={data.arrivals}>
          {(result) => <ArrivalsSection result={result} />}
        </Resolved>
      </Suspense>
      <WhyUs />
      <BranchesSection branches={branches} mobile={mobile} />
    </Stack>
  )
}
