// The design system's public surface: the shop imports UI parts only from here.
// Explicit named exports keep tree-shaking exact ("sideEffects" in package.json names the CSS).
export { Badge, type BadgeProps } from './components/Badge/Badge.tsx'
export { Box, type BoxProps } from './components/Box/Box.tsx'
export { mapResponsive, type Responsive } from './components/Box/responsive.ts'
export {
  Breadcrumbs,
  type BreadcrumbsProps,
  type Crumb,
} from './components/Breadcrumbs/Breadcrumbs.tsx'
export {
  Button,
  type ButtonProps,
  type ButtonVariant,
  buttonVariants,
} from './components/Button/Button.tsx'
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox.tsx'
export { CodeField, type CodeFieldProps } from './components/CodeField/CodeField.tsx'
export { Dialog, type DialogProps } from './components/Dialog/Dialog.tsx'
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState.tsx'
export {
  Heading,
  type HeadingLevel,
  type HeadingProps,
  headingLevels,
  headingSizes,
} from './components/Heading/Heading.tsx'
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton.tsx'
export {
  Inline,
  type InlineAlign,
  type InlineAlignY,
  type InlineProps,
  inlineAligns,
  inlineAlignsY,
} from './components/Inline/Inline.tsx'
export { Link, type LinkProps } from './components/Link/Link.tsx'
export { Menu, type MenuAction, type MenuProps } from './components/Menu/Menu.tsx'
export { Pagination, type PaginationProps } from './components/Pagination/Pagination.tsx'
export { type PageItem, paginationRange } from './components/Pagination/pagination-range.ts'
export { PhoneField, type PhoneFieldProps } from './components/PhoneField/PhoneField.tsx'
export {
  defaultPhoneMask,
  formatPhoneByMask,
  type PhoneCode,
  resolvePhoneMask,
} from './components/PhoneField/phone-mask.ts'
export { Popover, type PopoverProps } from './components/Popover/Popover.tsx'
export { Price, type PriceProps } from './components/Price/Price.tsx'
export {
  QuantityStepper,
  type QuantityStepperProps,
} from './components/QuantityStepper/QuantityStepper.tsx'
export {
  RadioGroup,
  type RadioGroupProps,
  type RadioOption,
} from './components/RadioGroup/RadioGroup.tsx'
export {
  LightSearchField,
  type LightSearchFieldProps,
} from './components/SearchField/LightSearchField.tsx'
export { SearchField, type SearchFieldProps } from './components/SearchField/SearchField.tsx'
export { Select, type SelectOption, type SelectProps } from './components/Select/Select.tsx'
export { Sheet, type SheetProps } from './components/Sheet/Sheet.tsx'
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton.tsx'
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner.tsx'
export {
  Stack,
  type StackAlign,
  type StackProps,
  stackAligns,
} from './components/Stack/Stack.tsx'
export { Table, type TableColumn, type TableProps } from './components/Table/Table.tsx'
export { type TabItem, Tabs, type TabsProps } from './components/Tabs/Tabs.tsx'
export { Text, type TextProps } from './components/Text/Text.tsx'
export {
  type LineHeight,
  lineHeights,
  type TextSize,
  type TextTone,
  type TextWeight,
  type TypeScaleProps,
  textSizes,
  textTones,
  textWeights,
} from './components/Text/text-props.ts'
export { TextField, type TextFieldProps } from './components/TextField/TextField.tsx'
export { truncate } from './components/TextField/truncate.ts'
export { ToastRegion, type ToastRegionProps } from './components/Toast/ToastRegion.tsx'
export {
  type AppToastQueue,
  createToastQueue,
  type ToastContent,
  type ToastKind,
  toastKinds,
  toastQueue,
} from './components/Toast/toast-queue.ts'
export { Tooltip, type TooltipProps } from './components/Tooltip/Tooltip.tsx'
export { menuItem } from './css/menu-item.css.ts'
export { textStyle } from './css/text-style.ts'
export { inheritFont, type Typography, typography } from './css/typography.css.ts'
export { visuallyHidden } from './css/visually-hidden.css.ts'
export {
  formatDate,
  formatPrice,
  formatUnixDate,
  formatUnixDateTime,
  formatUnixDayMonth,
  plural,
  shortName,
} from './format/format.ts'
export { useBodyScrollLock } from './hooks/use-body-scroll-lock.ts'
export { HydrationProvider, useBrowserStore, useHydrated } from './hydration/hydration.tsx'
export { ShopLocale, shopLocale } from './i18n/locale.tsx'
export { type DesignSystemTexts, ru as designSystemTexts } from './i18n/ru.ts'
export { vars } from './themes/contract.css.ts'
export { breakpoints, desktopQuery, mobileQuery, palette } from './tokens/tokens.ts'
