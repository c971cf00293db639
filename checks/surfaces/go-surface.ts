import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { DEBIAN_TOOLS, ensureDebianTool } from '../examples/checkers/debian'

/** Reads a Go module's declarations; see its own comment for what counts. */
const READER = path.join(__dirname, 'go-surface', 'main.go')

/** Nothing may be downloaded: the reader imports only the standard library, built with the local toolchain. */
const OFFLINE = { GOFLAGS: '-mod=mod', GOPROXY: 'off', GOSUMDB: 'off', GOTOOLCHAIN: 'local', GOWORK: 'off', GO111MODULE: 'on' }

/**
 * The public functions and methods of the Go module in `moduleDir` (a stub module such as
 * `tests/sdk-stubs/go/1.1.1`), as `pkg.Func` and `pkg.Type.Method`: `nitric.NewApi`, `apis.Api.Get`,
 * `storage.BucketClient.ListFiles`. Packages under `internal/` and methods of unexported types are left out; a
 * reader meets those through an exported interface, whose methods are listed.
 *
 * Parsed by a small program on Go's own `go/parser`, run with `go run`, rather than with regular expressions: it
 * gets receivers (`*Manager[T]`), grouped declarations, interface bodies and variables bound to functions
 * (`NewApi = apis.NewApi`) right without guessing, and it needs only the Go that the example checker already
 * installs. `go doc -all` was the other candidate, but it prints one package at a time as prose for people and
 * would need the third-party stub modules resolved to load a package.
 */
export function goSurface(moduleDir: string): string[] {
  const missing = ensureDebianTool(DEBIAN_TOOLS.go)
  if (missing) throw new Error(missing)
  const result = spawnSync('go', ['run', READER, moduleDir], { encoding: 'utf8', env: { ...process.env, ...OFFLINE } })
  if (result.status !== 0) throw new Error(`reading the Go surface of ${moduleDir} failed: ${result.stderr || result.error?.message}`)
  return result.stdout.split('\n').filter((line) => line !== '')
}
