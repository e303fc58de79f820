import { Button, Inline } from '@gruzovik/design-system'

export interface RowAction {
  /** The button's word («Изменить») and its name for a screen reader («Изменить: Тягач №7»). */
  label: string
  ariaLabel: string
  onPress: () => void
  variant?: 'secondary' | 'ghost'
  /** False: the user may not (the item's `allows`); the button is not drawn. */
  allowed?: boolean
}

/** The buttons of one row of an account table: open, edit, delete, as the user may. */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <Inline as="span" space={2}>
      {actions
        .filter((action) => action.allowed !== false)
        .map((action) => (
          <Button
            key={action.label}
            size="sm"
            variant={action.variant}
            aria-label={action.ariaLabel}
            onPress={action.onPress}
          >
            {action.label}
          </Button>
        ))}
    </Inline>
  )
}
