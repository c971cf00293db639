import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

// Checks of the production build's output (`npm run build` first): every page, read from disk, no server.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/built/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
})
