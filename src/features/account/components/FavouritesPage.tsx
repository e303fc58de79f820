import {
  Button,
  EmptyState,
  formatPrice,
  Pagination,
  Table,
  toastQueue,
} from '@gruzovik/design-system'
import { useState } from 'react'
import { listFavourites, removeFavourite } from '../../../api/favourites.ts'
import { favouritesText } from '../../../content/account.ts'
import { useLoad } from '../use-load.ts'
import * as styles from './account.css.ts'
import { LoadView } from './LoadView.tsx'

/** /account/favourites: saved parts, each linking to its shop page, removable. */
export function FavouritesPage() {
  const [page, setPage] = useState(1)
  const { state, reload } = useLoad(() => listFavourites({ page }), String(page))
  const remove = async (uuid: string) => {
    try {
      await removeFavourite(uuid)
      toastQueue.success(favouritesText.removed)
      reload()
    } catch {
      // The API layer has shown the notification.
    }
  }
  return (
    <section className={styles.page} aria-labelledby="favourites-title">
      <h1 id="favourites-title" className={styles.title}>
        {favouritesText.title}
      </h1>
      <LoadView state={state} retry={reload}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState description={favouritesText.empty} />
          ) : (
            <>
              <Table
                aria-label={favouritesText.title}
                rows={data.items.map((part) => ({ ...part, id: part.uuid }))}
                columns={[
                  {
                    id: 'title',
                    title: favouritesText.title,
                    // The part page belongs to the shop module: a full page load (spec 2.2).
                    render: (p) => <a href={p.link}>{p.full_title}</a>,
                  },
                  { id: 'article', title: favouritesText.article, render: (p) => p.article },
                  {
                    id: 'price',
                    title: favouritesText.price,
                    align: 'end',
                    render: (p) => formatPrice(p.price.price),
                  },
                  {
                    id: 'remove',
                    title: favouritesText.remove,
                    render: (p) => (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={favouritesText.removeLabel(p.full_title)}
                        onPress={() => void remove(p.uuid)}
                      >
                        {favouritesText.remove}
                      </Button>
                    ),
                  },
                ]}
              />
              <Pagination
                page={data.pagination.page}
                totalPages={data.pagination.last_page}
                onChange={setPage}
              />
            </>
          )
        }
      </LoadView>
    </section>
  )
}
