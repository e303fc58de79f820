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
}

export default preview
