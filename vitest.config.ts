import { defineConfig } from 'vitest/config'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Tests run server code, where Next.js makes the 'server-only' marker a no-op; outside Next.js it throws.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'checks/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    // Most whole-site tests parse every page (about 15 s of CPU for 600 pages). Test files that share a worker
    // share its module cache, so each worker parses a page once rather than once per file. The few tests that stub
    // globals restore them after each test.
    isolate: false,
    // Vitest leaves a core to its main process, which only hands out files: on two cores that is one worker, and the
    // example checks' two minutes would run before or after everything else instead of beside it.
    maxWorkers: availableParallelism(),
    // The first whole-site test in each worker parses every page (15 s of CPU on an idle machine, a minute on a busy
    // one); later tests in that worker reuse the parse.
    testTimeout: 120_000,
  },
})
