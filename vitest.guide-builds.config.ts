import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

// The guides' dependencies installed as their deployed builds install them (tests/guide-builds): a stage of its own,
// since it fetches Node.js releases and packages from the npm registry.
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: { include: ['tests/guide-builds/**/*.test.ts'], environment: 'node', maxConcurrency: 4 },
})
