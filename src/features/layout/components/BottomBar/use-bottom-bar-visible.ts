import { bottomBarMachine, type ScrollMeasure } from '@gruzovik/machines'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'

/** The page's scroll position and sizes; a bounce past the top or a broken reading counts as 0. */
export function measureScroll(): ScrollMeasure {
  const y = window.scrollY
  return {
    scrollY: Number.isFinite(y) && y > 0 ? y : 0,
    viewportHeight: window.innerHeight,
    documentHeight: document.documentElement.scrollHeight,
  }
}

/**
 * Feeds the page scroll (one reading per animation frame) to the bottom-bar machine and says
 * whether the bar shows: hidden while scrolling down, back on scrolling up or near the end.
 */
export function useBottomBarVisible(): boolean {
  const actor = useActorRef(bottomBarMachine)
  useEffect(() => {
    let frame = 0
    const read = () => {
      frame = 0
      actor.send({ type: 'bottomBar.scroll', ...measureScroll() })
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [actor])
  return useSelector(actor, (snapshot) => snapshot.matches('visible'))
}
