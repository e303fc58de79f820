import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { buildManifestPlugin } from './scripts/build-manifest-plugin.ts'
import { shopChunkGroups } from './scripts/chunk-groups.ts'
import { reactAriaHydrationPlugin } from './scripts/react-aria-hydration-plugin.ts'
import { routeRules } from './src/route-rules.ts'

const buildId = process.env.BUILD_ID ?? randomUUID()

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too: the home page must not download every other page's data code up front.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
      },
    }),
    react(),
    vanillaExtractPlugin(),
    // The server render's bundle (dist-server/) gets no app manifest of its own.
    isSsrBuild ? null : buildManifestPlugin({ buildId, routeRules }),
    isSsrBuild ? null : reactAriaHydrationPlugin(),
    // react-aria ships its texts in 34 languages; the shop speaks Russian (ShopLocale), with
    // English kept only as react-aria's fallback.
    isSsrBuild
      ? null
      : { ...optimizeLocales.vite({ locales: ['ru-RU', 'en-US'] }), apply: 'build' },
  ],
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  build: isSsrBuild
    ? {
        // src/entry-server.tsx for the reference server: Node, outside the served dist/.
        target: 'node20',
        outDir: 'dist-server',
        sourcemap: false,
        copyPublicDir: false,
        // With the route trees' page paths, which scripts/build.ts writes to page-paths.json.
        rollupOptions: {
          input: {
            'entry-server': 'src/entry-server.tsx',
            'page-paths': 'src/page-paths.ts',
            'account-page-paths': 'src/account/page-paths.ts',
          },
        },
      }
    : {
        target: 'es2022',
        // .vite/manifest.json: which CSS and chunks each route needs, for the server render.
        manifest: true,
        // No source maps in what we serve: they would publish the whole source (scripts/check-dist.ts).
        sourcemap: false,
        // Two modules (spec 2.2): the shop and the account area, each its own HTML entry.
        rolldownOptions: {
          // A handful of script files per page, not 50–60 (scripts/chunk-groups.ts): the
          // framework, the shell every page runs, the code pages share, each page's own chunk.
          output: { codeSplitting: { groups: shopChunkGroups() } },
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            account: fileURLToPath(new URL('./account.html', import.meta.url)),
          },
        },
      },
}))
