/** Debian's Chromium, which the browser tests and the full accessibility sweep drive. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/** Chromium's background services would try to reach the internet, which this machine refuses. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
