import {
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
} from 'react-aria-components'
import { ru } from '../../i18n/ru.ts'
import { IconButton } from '../IconButton/IconButton.tsx'
import * as styles from './ToastRegion.css.ts'
import { type AppToastQueue, toastQueue as appQueue } from './toast-queue.ts'

export interface ToastRegionProps {
  /** The app's shared queue by default. */
  queue?: AppToastQueue
  labels?: { region?: string; close?: string }
}

/** Renders the queue once near the app root; RAC announces each toast and lets F6 reach them. */
export function ToastRegion({ queue = appQueue, labels }: ToastRegionProps) {
  const closeLabel = labels?.close ?? ru.close
  return (
    <AriaToastRegion
      queue={queue.queue}
      aria-label={labels?.region ?? ru.notifications}
      className={styles.region}
    >
      {({ toast }) => (
        <Toast
          toast={toast}
          className={styles.toast[toast.content.kind]}
          data-kind={toast.content.kind}
        >
          <ToastContent className={styles.content}>
            <Text slot="title">{toast.content.text}</Text>
          </ToastContent>
          <IconButton slot="close" aria-label={closeLabel}>
            ✕
          </IconButton>
        </Toast>
      )}
    </AriaToastRegion>
  )
}
