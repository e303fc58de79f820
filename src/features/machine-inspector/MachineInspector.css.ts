import { style } from '@vanilla-extract/css'

export const dock = style({
  position: 'fixed',
  insetInlineEnd: 8,
  insetBlockEnd: 8,
  zIndex: 2147483000,
  font: '13px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace',
  color: '#1d2329',
})

export const toggle = style({
  padding: '6px 10px',
  border: '1px solid #1d2329',
  borderRadius: 6,
  background: '#fff8e6',
  cursor: 'pointer',
})

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(140px, 1fr) 3fr',
  gap: 12,
  inlineSize: 'min(920px, calc(100vw - 16px))',
  blockSize: 'min(520px, calc(100vh - 64px))',
  marginBlockEnd: 8,
  padding: 12,
  overflow: 'auto',
  background: '#ffffff',
  border: '1px solid #1d2329',
  borderRadius: 8,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.2)',
})

export const actorButton = style({
  display: 'block',
  inlineSize: '100%',
  textAlign: 'start',
  padding: '4px 6px',
  border: 0,
  borderRadius: 4,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: '#ffe2b3' } },
})

export const heading = style({ margin: '8px 0 4px', fontSize: 13, fontWeight: 700 })

export const code = style({
  margin: 0,
  padding: 6,
  maxBlockSize: 160,
  overflow: 'auto',
  background: '#f4f5f6',
  borderRadius: 4,
  whiteSpace: 'pre-wrap',
})

export const tree = style({ margin: 0, paddingInlineStart: 16, listStyle: 'none' })

export const stateBox = style({
  margin: '2px 0',
  padding: '2px 6px',
  border: '1px solid #c9ced3',
  borderRadius: 4,
  selectors: { '&[aria-current="true"]': { borderColor: '#c25400', background: '#fff1e0' } },
})

export const transition = style({ color: '#4b5560' })
