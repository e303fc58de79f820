import '@gruzovik/design-system/global.css'
import type { Preview } from '@storybook/react-vite'

const preview: Preview = {
  parameters: {
    // Accessibility violations fail story tests, not just show in the panel.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  tags: ['autodocs'],
}

export default preview
