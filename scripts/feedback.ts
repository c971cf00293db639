// Maintainers' view of page feedback, on whichever store the environment names (DATABASE_URL, else SQLite):
//   npm run feedback -- export --format csv|json [--since 2026-01-01]
//   npm run feedback -- report [--since 2026-01-01]
import { parseArgs } from 'node:util'
import { describeStore, openStore, readStoreConfig } from '../src/lib/feedback/open-store'
import { formatReport, reportByPage, toCsv, toJson } from '../src/lib/feedback/report'

const USAGE = `usage:
  npm run feedback -- export --format csv|json [--since DATE]
  npm run feedback -- report [--since DATE]`

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`)
  process.exit(2)
}

async function main(): Promise<void> {
  let parsed
  try {
    parsed = parseArgs({ allowPositionals: true, options: { format: { type: 'string' }, since: { type: 'string' }, help: { type: 'boolean' } } })
  } catch (error) {
    fail((error as Error).message)
  }
  const { positionals, values } = parsed
  if (values.help) {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  const [command, ...extra] = positionals
  if (command !== 'export' && command !== 'report') fail(command ? `unknown command "${command}"` : 'a command is required')
  if (extra.length > 0) fail(`unexpected argument "${extra[0]}"`)
  const since = values.since === undefined ? undefined : new Date(values.since)
  if (since && Number.isNaN(since.getTime())) fail(`--since must be a date such as 2026-01-31, not "${values.since}"`)
  const format = values.format ?? (command === 'export' ? undefined : 'text')
  if (command === 'export' && format !== 'csv' && format !== 'json') fail('--format must be csv or json')
  if (command === 'report' && values.format !== undefined) fail('report takes no --format')

  const config = readStoreConfig()
  const store = await openStore(config).catch((error: unknown) => fail(`cannot open ${describeStore(config)}: ${(error as Error).message}`))
  try {
    const rows = await store.list({ since })
    if (command === 'report') process.stdout.write(formatReport(reportByPage(rows)))
    else process.stdout.write(format === 'csv' ? toCsv(rows) : toJson(rows))
    process.stderr.write(`${rows.length} submission${rows.length === 1 ? '' : 's'} from ${describeStore(config)}\n`)
  } finally {
    await store.close()
  }
}

await main()
