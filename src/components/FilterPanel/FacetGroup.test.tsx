import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { FacetGroup } from './FacetGroup.tsx'

const items = Array.from({ length: 14 }, (_, index) => ({
  slug: `name-${index}`,
  title: `Наименование ${index}`,
  count: 20 - index,
}))

describe('FacetGroup', () => {
  it('shows ten options first and the rest on request', async () => {
    render(<FacetGroup title="Наименования" items={items} selected={[]} onToggle={() => {}} />)
    expect(screen.getAllByRole('checkbox')).toHaveLength(10)
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё 4' }))
    expect(screen.getAllByRole('checkbox')).toHaveLength(14)
  })

  it('keeps a chosen option visible even past the first ten', () => {
    render(
      <FacetGroup title="Наименования" items={items} selected={['name-12']} onToggle={() => {}} />,
    )
    expect(screen.getByRole('checkbox', { name: /Наименование 12/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Показать ещё 3' })).toBeTruthy()
  })

  it('a chosen slug with no results left can still be unticked', async () => {
    const onToggle = vi.fn()
    render(<FacetGroup title="Марки" items={[]} selected={['belaz']} onToggle={onToggle} />)
    await userEvent.click(screen.getByRole('checkbox', { name: /belaz/ }))
    expect(onToggle).toHaveBeenCalledWith('belaz', false)
  })

  it('ticks the page’s own values; unticking one leaves for the page without it', async () => {
    const onToggle = vi.fn()
    const onLeave = vi.fn()
    render(
      <FacetGroup
        title="Марки"
        items={[{ slug: 'kamaz', title: 'KAMAZ', count: 7 }]}
        selected={[]}
        pinned={[{ slug: 'kamaz', title: 'KAMAZ', link_without: '/catalog/dvigatel' }]}
        onToggle={onToggle}
        onLeave={onLeave}
      />,
    )
    const box = screen.getByRole('checkbox', { name: 'KAMAZ 7' }) as HTMLInputElement
    expect(box.checked).toBe(true)
    await userEvent.click(box)
    expect(onLeave).toHaveBeenCalledWith('/catalog/dvigatel')
    expect(onToggle).not.toHaveBeenCalled()
  })

  it('renders nothing when there is nothing to choose', () => {
    const { container } = render(
      <FacetGroup title="Марки" items={[]} selected={undefined} onToggle={() => {}} />,
    )
    expect(container.childElementCount).toBe(0)
  })
})
