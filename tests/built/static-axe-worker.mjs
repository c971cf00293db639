// A thread for the built-site accessibility test: runs staticAxe on each page it is sent. Worker threads do not
// inherit the test runner's TypeScript loader, so it registers tsx's before loading the checker.
import { parentPort } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
const { staticAxe } = await import('../../checks/site/static-axe.ts')

parentPort.on('message', async ({ path, html, url, exclude }) => {
  try {
    parentPort.postMessage({ path, result: await staticAxe(html, url, exclude) })
  } catch (error) {
    parentPort.postMessage({ path, error: error instanceof Error ? error.stack : String(error) })
  }
})
