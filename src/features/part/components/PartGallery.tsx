import { Inline, Stack } from '@gruzovik/design-system'
import { useState } from 'react'
import { partText } from '../../../content/part.ts'
import type { GalleryImage } from '../part-view.ts'
import * as styles from './part.css.ts'

/** The main photo and, with several, thumbnail buttons that switch it; without a photo, the
 * drawing of the part's type, said to be one. */
export function PartGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const [current, setCurrent] = useState(0)
  const shown = images[current] ?? images[0]
  return (
    <Stack as="section" space={3} aria-label={partText.gallery}>
      <div className={styles.mainImage}>
        {shown ? (
          <img
            className={shown.photo ? styles.mainImg : styles.mainDrawing}
            src={shown.large}
            alt={shown.photo ? partText.photoOf(title, current + 1) : partText.drawingOf(title)}
            width={640}
            height={480}
          />
        ) : (
          <span>{partText.noImage}</span>
        )}
      </div>
      {images.length > 1 && (
        <div className={styles.thumbs}>
          <Inline as="ul" space={2} wrap={false}>
            {images.map((image, index) => (
              <li key={image.large}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-label={partText.showPhoto(index + 1)}
                  aria-pressed={index === current}
                  onClick={() => setCurrent(index)}
                >
                  <img className={styles.thumbImg} src={image.thumbnail} alt="" loading="lazy" />
                </button>
              </li>
            ))}
          </Inline>
        </div>
      )}
    </Stack>
  )
}
