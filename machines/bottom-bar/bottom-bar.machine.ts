/**
 * Mobile bottom bar (docs/product.md#screen-layout): visible ⇄ hidden. Hides while scrolling down;
 * shows when scrolling up or within 50 px of the page end. Scroll events carry the measurements, so
 * the machine reads no DOM.
 */
import { assign, setup } from 'xstate'

export const BOTTOM_BAR_END_ZONE_PX = 50

export interface ScrollMeasure {
  scrollY: number
  viewportHeight: number
  documentHeight: number
}

export interface BottomBarContext {
  lastScrollY: number
}

export type BottomBarEvent = { type: 'bottomBar.scroll' } & ScrollMeasure

export function nearPageEnd(m: ScrollMeasure): boolean {
  return m.scrollY + m.viewportHeight >= m.documentHeight - BOTTOM_BAR_END_ZONE_PX
}

export const bottomBarMachine = setup({
  types: {
    context: {} as BottomBarContext,
    events: {} as BottomBarEvent,
  },
  guards: {
    showsBar: ({ context }, params: ScrollMeasure) =>
      nearPageEnd(params) || params.scrollY < context.lastScrollY,
    scrollsDown: ({ context }, params: ScrollMeasure) => params.scrollY > context.lastScrollY,
  },
}).createMachine({
  id: 'bottomBar',
  context: { lastScrollY: 0 },
  initial: 'visible',
  on: {
    'bottomBar.scroll': [
      {
        guard: { type: 'showsBar', params: ({ event }) => event },
        target: '.visible',
        actions: assign({ lastScrollY: ({ event }) => event.scrollY }),
      },
      {
        guard: { type: 'scrollsDown', params: ({ event }) => event },
        target: '.hidden',
        actions: assign({ lastScrollY: ({ event }) => event.scrollY }),
      },
      { actions: assign({ lastScrollY: ({ event }) => event.scrollY }) },
    ],
  },
  states: {
    visible: {},
    hidden: {},
  },
})
