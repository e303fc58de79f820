import '@gruzovik/design-system/global.css'
import { ShopLocale } from '@gruzovik/design-system'
import type { Preview } from '@storybook/react-vite'

const preview: Preview = {
  parameters: {
    // Accessibility violations fail story tests, not just show in the panel.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  // As in the shop: react-aria's own texts in Russian whatever the browser's language.
  decorators: [
    (Story) => (
      <ShopLocale>
        <Story />
      </ShopLocale>
    ),
  ],
  tags: ['autodocs'],
  // Stories of one file share a page. react-aria's live announcer lives in the page's body and
  // keeps a pending button's announcement for 7 s, pointing at that button's label: once the
  // previous story is gone the label is too, and axe would blame the next story (role-img-alt).
  beforeEach: () => {
    for (const log of document.querySelectorAll('[role="log"][aria-live]')) log.replaceChildren()
  },
}

export default preview
