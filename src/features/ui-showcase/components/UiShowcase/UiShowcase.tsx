import { type AppToastQueue, toastQueue } from '@gruzovik/design-system'
import type { ReactNode } from 'react'
import { uiShowcaseTexts } from '../../../../content/ui-showcase.ts'
import {
  ButtonDemo,
  IconButtonDemo,
  LinkDemo,
  MenuDemo,
  TooltipDemo,
} from '../demos/ActionDemos.tsx'
import {
  BadgeDemo,
  BreadcrumbsDemo,
  PaginationDemo,
  PriceDemo,
  TableDemo,
  TabsDemo,
} from '../demos/DataDemos.tsx'
import { EmptyStateDemo, SkeletonDemo, SpinnerDemo, ToastDemo } from '../demos/FeedbackDemos.tsx'
import {
  CheckboxDemo,
  CodeFieldDemo,
  PhoneFieldDemo,
  QuantityStepperDemo,
  RadioGroupDemo,
  SearchFieldDemo,
  SelectDemo,
  TextFieldDemo,
} from '../demos/FormDemos.tsx'
import { DialogDemo, PopoverDemo, SheetDemo } from '../demos/OverlayDemos.tsx'
import { TokensDemo } from '../demos/TokensDemo.tsx'
import { ShowcaseSection } from '../ShowcaseSection.tsx'
import * as styles from '../showcase.css.ts'

export type ShowcaseSectionKey = keyof typeof uiShowcaseTexts.sections

/** Sections whose examples need the page's full width. */
const wideSections = new Set<ShowcaseSectionKey>(['table'])

export interface UiShowcaseProps {
  /** The app's shared toast queue; tests pass their own. */
  toasts?: Pick<AppToastQueue, 'success' | 'error'>
}

/**
 * The /ui page body: every component the design system exports, one section each,
 * with its variants and states on truck-parts examples. The route supplies the h1.
 */
export function UiShowcase({ toasts = toastQueue }: UiShowcaseProps) {
  const demos: Record<ShowcaseSectionKey, ReactNode> = {
    tokens: <TokensDemo />,
    button: <ButtonDemo />,
    iconButton: <IconButtonDemo />,
    link: <LinkDemo />,
    tooltip: <TooltipDemo />,
    menu: <MenuDemo />,
    price: <PriceDemo />,
    badge: <BadgeDemo />,
    textField: <TextFieldDemo />,
    phoneField: <PhoneFieldDemo />,
    codeField: <CodeFieldDemo />,
    searchField: <SearchFieldDemo />,
    checkbox: <CheckboxDemo />,
    radioGroup: <RadioGroupDemo />,
    select: <SelectDemo />,
    quantityStepper: <QuantityStepperDemo />,
    tabs: <TabsDemo />,
    breadcrumbs: <BreadcrumbsDemo />,
    pagination: <PaginationDemo />,
    table: <TableDemo />,
    emptyState: <EmptyStateDemo />,
    skeleton: <SkeletonDemo />,
    spinner: <SpinnerDemo />,
    popover: <PopoverDemo />,
    dialog: <DialogDemo />,
    sheet: <SheetDemo />,
    toast: <ToastDemo toasts={toasts} />,
  }
  const keys = Object.keys(uiShowcaseTexts.sections) as ShowcaseSectionKey[]
  return (
    <>
      <p className={styles.lead}>{uiShowcaseTexts.lead}</p>
      <div className={styles.sections}>
        {keys.map((key) => (
          <ShowcaseSection
            key={key}
            id={`ui-${key}`}
            title={uiShowcaseTexts.sections[key].title}
            description={uiShowcaseTexts.sections[key].description}
            wide={wideSections.has(key)}
          >
            {demos[key]}
          </ShowcaseSection>
        ))}
      </div>
    </>
  )
}
