import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './checks/browser/chromium'
import { FEEDBACK_DB } from './tests/e2e/site'

const PORT = Number(process.env.E2E_PORT ?? 3100)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-output/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // What `npm start` runs after the build: the front server before Next.js.
    command: `node --import tsx scripts/serve.ts -p ${PORT} -H 127.0.0.1`,
    // Answered by Next.js itself (the front server answers /docs), so ready means Next.js is too.
    url: `http://127.0.0.1:${PORT}/docs/api/health`,
    reuseExistingServer: false,
    env: { DATABASE_URL: '', FEEDBACK_SQLITE_PATH: FEEDBACK_DB },
    timeout: 60_000,
  },
})
