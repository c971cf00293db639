import { defineConfig } from 'vitest/config'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'

// Checks of the production build's output (`npm run build` first): every page, read from disk, no server.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/built/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // Vitest's default of one worker fewer than the cores is one worker on two cores: the link, Markdown and search
    // checks would wait for the accessibility sweep to end.
    maxWorkers: availableParallelism(),
  },
})
