import { Button, Dialog, Popover, Sheet } from '@gruzovik/design-system'
import { useState } from 'react'
import { uiShowcaseTexts } from '../../../../content/ui-showcase.ts'
import * as styles from '../showcase.css.ts'

const texts = uiShowcaseTexts

export function PopoverDemo() {
  return (
    <div className={styles.row}>
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
    </div>
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
    <div className={styles.stack}>
      <div className={styles.row}>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {texts.dialog.open}
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {outcome}
      </p>
      <Dialog title={texts.dialog.title} isOpen={open} onOpenChange={setOpen}>
        <p className={styles.flat}>{texts.dialog.text}</p>
        <div className={styles.row}>
          <Button onPress={() => answer(texts.dialog.removed)}>{texts.dialog.confirm}</Button>
          <Button variant="secondary" onPress={() => answer(texts.dialog.kept)}>
            {texts.dialog.cancel}
          </Button>
        </div>
      </Dialog>
    </div>
  )
}

export function SheetDemo() {
  const [open, setOpen] = useState(false)
  return (
    <div className={styles.row}>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {texts.sheet.open}
      </Button>
      <Sheet title={texts.sheet.title} isOpen={open} onOpenChange={setOpen}>
        {(close) => (
          <div className={styles.stack}>
            <ul className={styles.plainList}>
              {texts.sheet.items.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <Button fullWidth onPress={close}>
              {texts.sheet.checkout}
            </Button>
          </div>
        )}
      </Sheet>
    </div>
  )
}
