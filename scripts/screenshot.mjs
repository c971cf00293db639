// Screenshots of a running site for a quick look: node scripts/screenshot.mjs /path [out-dir]
// Takes light and dark, desktop (1280 px) and mobile (375 px) shots of http://localhost:3000/docs{path}; FULL=1 for whole pages.
import { chromium } from '@playwright/test'

const [path = '/', out = '/tmp/shots'] = process.argv.slice(2)
const base = process.env.DOCS_URL ?? 'http://localhost:3000/docs'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
for (const colorScheme of ['light', 'dark']) {
  for (const [name, width] of [['desktop', 1280], ['mobile', 375]]) {
    const page = await browser.newPage({ colorScheme, viewport: { width, height: 900 } })
    await page.goto(base + (path === '/' ? '' : path), { waitUntil: 'load' })
    const file = `${out}/${path.replace(/\W+/g, '_') || 'home'}-${colorScheme}-${name}.png`
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' })
    console.log(file)
    await page.close()
  }
}
await browser.close()
