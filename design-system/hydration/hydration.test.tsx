import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HydrationProvider, useBrowserStore, useHydrated } from './hydration.tsx'

const subscribe = () => () => {}
function Probe() {
  const hydrated = useHydrated()
  const width = useBrowserStore(
    subscribe,
    () => 'phone',
    () => 'desktop',
  )
  return <p>{`${hydrated ? 'browser' : 'server'} ${width}`}</p>
}

describe('hydration', () => {
  it('renders the server snapshot on the server and while hydrating', () => {
    const html = renderToString(
      <HydrationProvider hydrating>
        <Probe />
      </HydrationProvider>,
    )
    expect(html).toContain('server desktop')
  })

  it("turns to the browser's values once the first render is committed", async () => {
    await act(async () => {
      render(
        <HydrationProvider hydrating>
          <Probe />
        </HydrationProvider>,
      )
    })
    expect(screen.getByText('browser phone')).toBeTruthy()
  })

  it('is the browser from the start in a client-only render', () => {
    render(<Probe />)
    expect(screen.getByText('browser phone')).toBeTruthy()
  })
})
