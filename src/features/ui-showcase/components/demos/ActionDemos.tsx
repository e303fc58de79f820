import { Button, IconButton, Inline, Link, Menu, Stack, Tooltip } from '@gruzovik/design-system'
import { useEffect, useState } from 'react'
import { uiShowcaseTexts } from '../../../../content/ui-showcase.ts'
import * as styles from '../showcase.css.ts'
import { CloseIcon, CopyIcon, HeartIcon, PinIcon } from './icons.tsx'

const texts = uiShowcaseTexts

/** How long the demo request «Отправить заявку» keeps its button pending. */
const pendingMs = 1500

export function ButtonDemo() {
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState(false)
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => {
      setPending(false)
      setSent(true)
    }, pendingMs)
    return () => clearTimeout(timer)
  }, [pending])
  return (
    <Stack space={3}>
      <Inline space={3} alignY="center">
        <Button variant="primary">{texts.button.primary}</Button>
        <Button variant="secondary">{texts.button.secondary}</Button>
        <Button variant="ghost">{texts.button.ghost}</Button>
        <Button isDisabled>{texts.button.disabled}</Button>
        <Button size="sm" variant="secondary">
          {texts.button.small}
        </Button>
      </Inline>
      <Inline space={3} alignY="center">
        <Button
          isPending={pending}
          onPress={() => {
            setSent(false)
            setPending(true)
          }}
        >
          {texts.button.submit}
        </Button>
        <p role="status" className={styles.status}>
          {sent ? texts.button.submitted : ''}
        </p>
      </Inline>
    </Stack>
  )
}

export function IconButtonDemo() {
  const [pressed, setPressed] = useState('')
  const { favourite, map, remove } = texts.iconButton
  return (
    <Stack space={3}>
      <Inline space={3} alignY="center">
        <IconButton aria-label={favourite} onPress={() => setPressed(favourite)}>
          <HeartIcon />
        </IconButton>
        <IconButton aria-label={map} onPress={() => setPressed(map)}>
          <PinIcon />
        </IconButton>
        <IconButton aria-label={remove} isDisabled>
          <CloseIcon />
        </IconButton>
      </Inline>
      <p role="status" className={styles.status}>
        {pressed ? texts.iconButton.pressed(pressed) : ''}
      </p>
    </Stack>
  )
}

export function LinkDemo() {
  return (
    <ul className={styles.plainList}>
      {texts.link.items.map((item) => (
        <li key={item.href}>
          <Link href={item.href}>{item.label}</Link>
        </li>
      ))}
    </ul>
  )
}

export function TooltipDemo() {
  const [copied, setCopied] = useState(false)
  return (
    <Stack space={3}>
      <Inline space={3} alignY="center">
        <span>{texts.tooltip.article}</span>
        <Tooltip content={texts.tooltip.copy}>
          <IconButton aria-label={texts.tooltip.copy} onPress={() => setCopied(true)}>
            <CopyIcon />
          </IconButton>
        </Tooltip>
      </Inline>
      <p className={styles.caption}>{texts.tooltip.hint}</p>
      <p role="status" className={styles.status}>
        {copied ? texts.tooltip.copied(texts.tooltip.article) : ''}
      </p>
    </Stack>
  )
}

export function MenuDemo() {
  const [chosen, setChosen] = useState('')
  return (
    <Stack space={3}>
      <Inline space={3} alignY="center">
        <Menu
          aria-label={texts.menu.label}
          trigger={<Button variant="secondary">{texts.menu.trigger}</Button>}
          items={texts.menu.items}
          onAction={(id) => setChosen(texts.menu.items.find((item) => item.id === id)?.label ?? '')}
        />
      </Inline>
      <p role="status" className={styles.status}>
        {chosen ? texts.menu.chosen(chosen) : ''}
      </p>
    </Stack>
  )
}
