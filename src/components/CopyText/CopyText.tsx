import { Button, toastQueue } from '@gruzovik/design-system'
import { partText } from '../../content/part.ts'

export interface CopyTextProps {
  text: string
  /** The toast queue to report to; the app's shared one by default. */
  toasts?: Pick<typeof toastQueue, 'success' | 'error'>
}

/** Copies an article to the clipboard: success names the copied text, failure says so. */
export function CopyText({ text, toasts = toastQueue }: CopyTextProps) {
  const copy = async () => {
    try {
      // Missing outside secure contexts (plain http): that is a failed copy, not a crash.
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API is unavailable')
      await navigator.clipboard.writeText(text)
      toasts.success(partText.copied(text))
    } catch (error) {
      console.warn('Copy to clipboard failed', error)
      toasts.error(partText.copyFailed)
    }
  }
  return (
    <Button variant="ghost" aria-label={partText.copyLabel(text)} onPress={copy}>
      {partText.copy}
    </Button>
  )
}
