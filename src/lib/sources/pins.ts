/**
 * The releases of Nitric's public repositories that the site documents, each pinned to the commit its tag named when
 * it was read. Every fact kept as data names its source as a `SourceRef` into one of these, so a reader (and a
 * reviewer) can open the exact lines it came from.
 */
export interface PinnedSource {
  /** `owner/name` on GitHub. */
  repo: string
  /** The tag (or, for a repository without releases, the commit) the site documents. */
  ref: string
  /** The commit `ref` pointed at when it was read. */
  commit: string
  /** What readers know it as. */
  release: string
}

export const PINNED_SOURCES: readonly PinnedSource[] = [
  { repo: 'nitrictech/cli', ref: 'v1.61.1', commit: 'af50872bebfce158dcde47f4a3b141e592c686d3', release: 'Nitric CLI 1.61.1' },
  { repo: 'nitrictech/nitric', ref: 'v1.27.5', commit: 'fe381bcab7a313a169bab47c734c914ec7c25fbb', release: 'Nitric providers 1.27.5' },
  // The v0 SDKs (Node.js 0.15, Python 0.14, Go 0.9, C# 0.15.1, JVM 0.1.3) speak the v0 gRPC contracts, which only the
  // 0.x runtime and providers serve: the last of them, and the last CLI that ran that runtime locally.
  { repo: 'nitrictech/nitric', ref: 'v0.35.0', commit: '2029ab3e5d12a9cf5102f6d509811a3868f76d4a', release: 'Nitric providers 0.35.0' },
  { repo: 'nitrictech/cli', ref: 'v1.33.6', commit: '8de79d20ec5bdf520e28e4cf48a908d34283c075', release: 'Nitric CLI 1.33.6' },
  {
    repo: 'nitrictech/examples',
    ref: '865ca7e9ea7b95d171474e41b8b1b0b1f9bd99e2',
    commit: '865ca7e9ea7b95d171474e41b8b1b0b1f9bd99e2',
    release: 'the examples and starter templates (main, April 2025)',
  },
  { repo: 'nitrictech/node-sdk', ref: 'v1.2.2', commit: '6bc461c399c17177f9ce0c0454e0adfd40d292ed', release: '@nitric/sdk 1.2.2' },
  { repo: 'nitrictech/node-sdk', ref: 'v0.15.0', commit: 'bc5d4563f8b9d02c77fb54e653360bc711ca222b', release: '@nitric/sdk 0.15.0' },
  { repo: 'nitrictech/python-sdk', ref: 'v1.2.4', commit: 'f10852bc2505062893b31bafcbabd16c844e6cb4', release: 'nitric 1.2.4 (Python)' },
  { repo: 'nitrictech/python-sdk', ref: 'v0.14.0', commit: 'e82fc4a72001505d259b9bd5a84452a13922e811', release: 'nitric 0.14.0 (Python)' },
  { repo: 'nitrictech/go-sdk', ref: 'v1.1.1', commit: '9290bb2d158c40dc6626ab06271dc6e9b5e4f487', release: 'go-sdk 1.1.1' },
  { repo: 'nitrictech/go-sdk', ref: 'v0.9.0', commit: '0eac7a8ebd3b6fc5357186ba6d127ef25718069f', release: 'go-sdk 0.9.0' },
  { repo: 'nitrictech/dart-sdk', ref: 'v1.5.0', commit: 'e283033c6de4b75a98fa74d809080e5dae56ac7a', release: 'nitric_sdk 1.5.0 (Dart)' },
  { repo: 'nitrictech/dotnet-sdk', ref: 'v0.15.1', commit: '11eb2a65c95ce4fb54793f6820a5f82dbb781246', release: 'Nitric.Sdk 0.15.1 (C#)' },
  { repo: 'nitrictech/jvm-sdk', ref: 'v0.1.3', commit: '7facbe42315e492561310064712416aa47ef0952', release: 'io.nitric:jvm-sdk 0.1.3' },
]

/**
 * Where a fact comes from: `owner/name@ref:path`, optionally with lines, `#L12` or `#L12-L20`.
 * `nitrictech/cli@v1.61.1:pkg/project/runtime/typescript.dockerfile#L2`
 */
export type SourceRef = string

export interface ParsedSource {
  repo: string
  ref: string
  path: string
  lines?: { from: number; to: number }
}

const SOURCE_REF = /^([\w.-]+\/[\w.-]+)@([\w.-]+):([^#\s]+)(?:#L(\d+)(?:-L(\d+))?)?$/

/** Reads a source reference, or says what is wrong with it: its form, or a repository and ref that are not pinned. */
export function parseSourceRef(ref: SourceRef): ParsedSource {
  const match = SOURCE_REF.exec(ref)
  if (!match) throw new Error(`source "${ref}" is not of the form owner/name@ref:path#Lfrom-Lto`)
  const [, repo = '', tag = '', path = '', from, to] = match
  if (!PINNED_SOURCES.some((pin) => pin.repo === repo && pin.ref === tag)) {
    const pinned = PINNED_SOURCES.filter((pin) => pin.repo === repo).map((pin) => pin.ref)
    throw new Error(`source "${ref}": ${repo}@${tag} is not a pinned release${pinned.length > 0 ? ` (pinned: ${pinned.join(', ')})` : ''}`)
  }
  const lines = from ? { from: Number(from), to: Number(to ?? from) } : undefined
  if (lines && lines.to < lines.from) throw new Error(`source "${ref}": lines run backwards`)
  return { repo, ref: tag, path, ...(lines ? { lines } : {}) }
}

/** The source on GitHub at the pinned commit, so the link keeps pointing at what was read if a tag moves. */
export function sourceUrl(ref: SourceRef): string {
  const { repo, ref: tag, path, lines } = parseSourceRef(ref)
  const commit = PINNED_SOURCES.find((pin) => pin.repo === repo && pin.ref === tag)?.commit ?? tag
  const anchor = lines ? (lines.from === lines.to ? `#L${lines.from}` : `#L${lines.from}-L${lines.to}`) : ''
  return `https://github.com/${repo}/blob/${commit}/${path}${anchor}`
}

/** A short name for the link: `typescript.dockerfile` at `cli 1.61.1`. */
export function sourceLabel(ref: SourceRef): string {
  const { repo, ref: tag, path } = parseSourceRef(ref)
  const name = repo.split('/')[1] ?? repo
  return `${name}@${tag.length === 40 ? tag.slice(0, 7) : tag}:${path}`
}
