import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { samplePart } from '../../testing/fixtures.ts'
import { renderInShop } from '../../testing/render-in-shop.tsx'
import { AddToCartButton } from './AddToCartButton.tsx'

const button = (props: { quantity?: number; warrantyUuid?: string } = {}) => (
  <AddToCartButton
    productUuid={samplePart.uuid}
    title={samplePart.full_title}
    stock={samplePart}
    {...props}
  />
)
const formOf = async () => {
  const submit = (await screen.findByRole('button', { name: /В корзину:/ })) as HTMLButtonElement
  return { submit, form: submit.form as HTMLFormElement }
}

describe('AddToCartButton before the script (a plain form)', () => {
  let seen: ((event: Event) => void) | null = null
  afterEach(() => {
    if (seen) window.removeEventListener('submit', seen)
    seen = null
  })

  it('is the submit of a form posting the part, its quantity and the page to come back to', async () => {
    renderInShop(button({ quantity: 2, warrantyUuid: 'w-1' }), { url: '/catalog/man?page=2' })
    const { submit, form } = await formOf()
    expect(submit.type).toBe('submit')
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('/cart/add')
    expect(form.id).toBe(`buy-${samplePart.uuid}`)
    expect(Object.fromEntries(new FormData(form))).toEqual({
      product_uuid: samplePart.uuid,
      quantity: '2',
      warranty_uuid: 'w-1',
      back: '/catalog/man?page=2',
    })
  })

  it('hydrated, a press is the machine’s: the post is held back and the part is added', async () => {
    const { added } = renderInShop(button())
    const { submit } = await formOf()
    let posted: boolean | null = null
    seen = (event) => {
      posted = !event.defaultPrevented
    }
    window.addEventListener('submit', seen)
    await userEvent.click(submit)
    expect(posted).toBe(false)
    expect(added).toEqual([{ product_uuid: samplePart.uuid, quantity: 1 }])
  })

  it('says «Добавлено в корзину» under the part the server marked, and only there', async () => {
    const { unmount } = renderInShop(button(), {
      url: `/catalog/man?cart_added=${samplePart.uuid}`,
    })
    expect((await screen.findByRole('status')).textContent).toBe('Добавлено в корзину')
    unmount()
    renderInShop(button(), {
      url: '/catalog/man?cart_added=00000000-0000-4000-8000-000000000000',
    })
    await formOf()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('keeps saying it once the address has dropped the mark, until pressed again', async () => {
    const { router, added } = renderInShop(button(), {
      url: `/catalog/man?page=2&cart_added=${samplePart.uuid}`,
    })
    expect((await screen.findByRole('status')).textContent).toBe('Добавлено в корзину')
    await router.navigate({ href: '/catalog/man?page=2', replace: true })
    expect(router.state.location.searchStr).toBe('?page=2')
    expect(screen.getByRole('status').textContent).toBe('Добавлено в корзину')
    const { form } = await formOf()
    // The page to come back to carries no old mark.
    expect(new FormData(form).get('back')).toBe('/catalog/man?page=2')
    await userEvent.click(screen.getByRole('button', { name: /В корзину:/ }))
    expect(added).toHaveLength(1)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('says why the server refused: the quantity limit with its number, sold out', async () => {
    const { unmount } = renderInShop(button(), {
      url: `/parts/x?cart_refused=${samplePart.uuid}&reason=limit&max=3`,
    })
    expect((await screen.findByRole('status')).textContent).toBe('Доступно только 3 шт.')
    unmount()
    renderInShop(button(), { url: `/parts/x?cart_refused=${samplePart.uuid}&reason=sold-out` })
    expect((await screen.findByRole('status')).textContent).toBe('Товар закончился!')
  })
})
