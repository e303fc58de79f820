import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { chooseTruck } from '../../../lib/chosen-truck/choose-truck.ts'
import { resetChosenTruck } from '../../../lib/chosen-truck/chosen-truck-store.ts'
import { PartTruckFit } from './PartTruckFit.tsx'

afterEach(() => {
  chooseTruck(null)
  resetChosenTruck()
})

const volvo = {
  modelId: '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b',
  year: 2016,
  title: 'Volvo FH',
  truckId: null,
}

describe('the part page and the chosen truck', () => {
  it('warns that a part does not fit the chosen truck', () => {
    chooseTruck(volvo)
    render(<PartTruckFit fits={false} />)
    expect(screen.getByText(/не подходит для вашего Volvo FH 2016/)).toBeTruthy()
  })

  it('says a fitting part fits', () => {
    chooseTruck(volvo)
    render(<PartTruckFit fits />)
    expect(screen.getByText('Подходит для вашего Volvo FH 2016')).toBeTruthy()
  })

  it('says nothing without a truck', () => {
    const { container } = render(<PartTruckFit fits={false} />)
    expect(container.textContent).toBe('')
  })
})
