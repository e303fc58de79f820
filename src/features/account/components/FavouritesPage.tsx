import { Button, formatPrice, Pagination } from '@gruzovik/design-system'
import { payablePrice } from '@gruzovik/rules'
import { useState } from 'react'
import { listFavourites, removeFavourite } from '../../../api/favourites.ts'
import { favouritesText } from '../../../content/account.ts'
import { useAccountTitle } from '../use-account-title.ts'
import { useItemList } from '../use-item-list.ts'
import { ItemListPage } from './ItemListPage.tsx'

/** /account/favourites: saved parts, each linking to its shop page, removable. */
export function FavouritesPage() {
  useAccountTitle(favouritesText.title)
  const [page, setPage] = useState(1)
  const load = () => listFavourites({ page })
  const list = useItemList(load, String(page), removeFavourite, favouritesText.removed)
  return (
    <ItemListPage
      titleId="favourites-title"
      text={favouritesText}
      list={list}
      columns={[
        {
          id: 'title',
          title: favouritesText.title,
          // The part page belongs to the shop module: a full page load
          // (docs/product.md#account-area).
          render: (p) => <a href={p.link}>{p.full_title}</a>,
        },
        { id: 'article', title: favouritesText.article, render: (p) => p.article },
        {
          id: 'price',
          title: favouritesText.price,
          align: 'end',
          render: (p) => formatPrice(payablePrice(p.price)),
        },
        {
          id: 'remove',
          title: favouritesText.remove,
          render: (p) => (
            <Button
              size="sm"
              variant="ghost"
              aria-label={favouritesText.removeLabel(p.full_title)}
              onPress={() => void list.remove(p.uuid)}
            >
              {favouritesText.remove}
            </Button>
          ),
        },
      ]}
      after={(data) => (
        <Pagination
          page={data.pagination.page}
          totalPages={data.pagination.last_page}
          onChange={setPage}
        />
      )}
    />
  )
}
