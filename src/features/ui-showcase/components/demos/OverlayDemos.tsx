import { Button, Dialog, Inline, Popover, Sheet, Stack } from '@gruzovik/design-system'
import { useState } from 'react'
import { uiShowcaseTexts } from '../../../../content/ui-showcase.ts'
import * as styles from '../showcase.css.ts'

const texts = uiShowcaseTexts

export function PopoverDemo() {
  return (
    <Inline space={3} alignY="center">
      <Popover
        aria-label={texts.popover.label}
        trigger={<Button variant="ghost">{texts.popover.trigger}</Button>}
      >
        <ul className={styles.plainList}>
          {texts.popover.branches.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Popover>
    </Inline>
  )
}

export function DialogDemo() {
  const [open, setOpen] = useState(false)
  const [outcome, setOutcome] = useState('')
  const answer = (text: string) => {
    setOutcome(text)
    setOpen(false)
  }
  return (
    <Stack space={3}>
      <Inline space={3} alignY="center">
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {texts.dialog.open}
        </Button>
      </Inline>
      <p role="status" className={styles.status}>
        {outcome}
      </p>
      <Dialog title={texts.dialog.title} isOpen={open} onOpenChange={setOpen}>
        <p className={styles.flat}>{texts.dialog.text}</p>
        <Inline space={3} alignY="center">
          <Button onPress={() => answer(texts.dialog.removed)}>{texts.dialog.confirm}</Button>
          <Button variant="secondary" onPress={() => answer(texts.dialog.kept)}>
            {texts.dialog.cancel}
          </Button>
        </Inline>
      </Dialog>
    </Stack>
  )
}

export function SheetDemo() {
  const [open, setOpen] = useState(false)
  return (
    <Inline space={3} alignY="center">
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {texts.sheet.open}
      </Button>
      <Sheet title={texts.sheet.title} isOpen={open} onOpenChange={setOpen}>
        {(close) => (
          <Stack space={3}>
            <ul className={styles.plainList}>
              {texts.sheet.items.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <Button fullWidth onPress={close}>
              {texts.sheet.checkout}
            </Button>
          </Stack>
        )}
      </Sheet>
    </Inline>
  )
}
