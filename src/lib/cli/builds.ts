import type { SourceRef } from '../sources/pins'

/**
 * How Nitric CLI 1.61.1 builds a service's container image for `nitric up` (and `nitric build`): with the Dockerfile
 * its `nitric.yaml` names for the service's runtime, or, when it names none, with the CLI's own Dockerfile for the
 * entry point's file extension (`pkg/project/runtime/runtime.go`, `NewBuildContext`). The starter templates ship
 * Dockerfiles of their own (src/lib/cli/templates.ts). Pages state these through `<BuildImages>` and
 * `<BuildRuntime>`.
 */
export interface Build {
  /** The base image the service's dependencies are installed and its code built on. */
  baseImage: string
  /** The language runtime in that image, as readers name it, with the exact version where the image pins one. */
  runtime: { name: string; version: string }
  /** The package manager that installs the service's dependencies, and how (Markdown). */
  installs: string
  /** Pitfalls a reader's project runs into with this build (Markdown), when there are any. */
  pitfalls?: string
  sources: SourceRef[]
}

export interface DefaultBuild extends Build {
  /** The entry point's file extension that selects it. */
  extension: string
  /** Languages as the site's code fences name them (src/lib/code/languages.ts). */
  language: string
}

const cli = (path: string, lines: string) => `nitrictech/cli@v1.61.1:pkg/project/runtime/${path}#${lines}`

/** The CLI's built-in Dockerfiles, chosen by the entry point's extension when `nitric.yaml` names no runtime. */
export const DEFAULT_BUILDS: readonly DefaultBuild[] = [
  {
    extension: '.ts',
    language: 'typescript',
    baseImage: 'node:22.4.1-alpine',
    runtime: { name: 'Node.js', version: '22.4.1' },
    installs:
      'Yarn 1, the Classic release the image bundles: `yarn import` turns a `package-lock.json` into a `yarn.lock`, then `yarn install --production --frozen-lockfile` installs the dependencies (not the devDependencies); `ncc` bundles the entry point into one file.',
    pitfalls:
      "Yarn 1 enforces the `engines` field of every package it resolves, devDependencies included: one that requires a newer Node.js than 22.4.1 stops the build. `typescript` and `ncc` are installed globally at whatever version npm calls latest, and `ncc` compiles with the project's own `typescript` only when it is a production dependency (see the CLI's known issues). `@prisma/client` is kept out of the bundle and `prisma generate` runs in the image when the project has a `prisma` folder.",
    sources: [cli('runtime.go', 'L234-L249'), cli('typescript.dockerfile', 'L2-L47')],
  },
  {
    extension: '.js',
    language: 'javascript',
    baseImage: 'node:22.4.1-alpine',
    runtime: { name: 'Node.js', version: '22.4.1' },
    installs:
      'Yarn 1, the Classic release the image bundles: `yarn import` turns a `package-lock.json` into a `yarn.lock`, then `yarn install --production --frozen-lockfile`; the service runs from its source, unbundled.',
    pitfalls: "Yarn 1 enforces every package's `engines` field: a dependency that requires a newer Node.js than 22.4.1 stops the build.",
    sources: [cli('runtime.go', 'L234-L249'), cli('javascript.dockerfile', 'L2-L27')],
  },
  {
    extension: '.py',
    language: 'python',
    baseImage: 'python:3.11-slim',
    runtime: { name: 'Python', version: '3.11' },
    installs:
      'pip, from a `requirements.txt`; a `Pipfile` is first locked with pipenv and exported to `requirements.txt`. A project managed with uv or Poetry alone has no `requirements.txt` here and fails to build: give it a Dockerfile of its own.',
    pitfalls:
      'With a `Pipfile`, `pipenv lock` runs in the image even when a `Pipfile.lock` exists, so the versions are resolved again and the deployed ones can differ from those you tested.',
    sources: [cli('runtime.go', 'L234-L249'), cli('python.dockerfile', 'L1-L24')],
  },
  {
    extension: '.dart',
    language: 'dart',
    baseImage: 'dart:stable',
    runtime: { name: 'Dart', version: 'the latest stable release when the image is pulled' },
    installs: '`dart pub get`, then `dart compile exe` into a native binary that runs on `alpine`.',
    sources: [cli('runtime.go', 'L234-L249'), cli('dart.dockerfile', 'L1-L26')],
  },
  {
    extension: '.csproj',
    language: 'csharp',
    baseImage: 'mcr.microsoft.com/dotnet/sdk:8.0',
    runtime: { name: '.NET', version: '8.0' },
    installs: '`dotnet publish` as one self-contained file, which runs on `mcr.microsoft.com/dotnet/runtime-deps:8.0`.',
    sources: [cli('runtime.go', 'L234-L249'), cli('csharp.dockerfile', 'L1-L23')],
  },
  {
    extension: '.jar',
    language: 'java',
    baseImage: 'openjdk:22-slim',
    runtime: { name: 'Java', version: '22' },
    installs: 'Nothing: the entry point is a JAR you build beforehand, with its dependencies inside, copied into the image and run with `java -jar`.',
    sources: [cli('runtime.go', 'L234-L249'), cli('jvm.dockerfile', 'L2-L8')],
  },
]

/** Entry points the CLI has no Dockerfile for (a Go service, a folder) need a runtime with a Dockerfile in `nitric.yaml`. */
export const NO_DEFAULT_BUILD: { says: string; sources: SourceRef[] } = {
  says: 'Any other extension (`.go` among them), and a folder as the entry point, stop the CLI as it reads the project, so `nitric start`, `nitric run` and `nitric up` all fail until the service names a runtime with a Dockerfile under `runtimes` in `nitric.yaml`.',
  sources: [cli('runtime.go', 'L221-L249'), 'nitrictech/cli@v1.61.1:pkg/project/project.go#L738-L768', 'nitrictech/cli@v1.61.1:cmd/start.go#L152'],
}

const legacy = (path: string, lines: string) => `nitrictech/cli@v1.33.6:pkg/runtime/${path}#${lines}`

/**
 * How CLI 1.33.6, the last release on the 0.x runtime that the v0 SDKs need, builds a service from its `handlers`
 * entry: by the handler's extension (`pkg/runtime/types.go`, `NewRunTimeFromHandler`), with no Dockerfile of the
 * project's own. Pages of the v0 references state these through `cli="1.33.6"` on the same components.
 */
export const LEGACY_CLI_RELEASE = '1.33.6'

export const LEGACY_BUILDS: readonly DefaultBuild[] = [
  {
    extension: '.ts',
    language: 'typescript',
    baseImage: 'node:alpine',
    runtime: { name: 'Node.js', version: 'the newest release when the image is pulled' },
    installs: 'Yarn 1: `yarn import` from a `package-lock.json`, then `yarn install --production --frozen-lockfile`; `ncc` bundles the handler.',
    sources: [legacy('types.go', 'L63-L86'), legacy('typescript.dockerfile', 'L2-L49')],
  },
  {
    extension: '.js',
    language: 'javascript',
    baseImage: 'node:alpine',
    runtime: { name: 'Node.js', version: 'the newest release when the image is pulled' },
    installs: 'Yarn 1: `yarn import` from a `package-lock.json`, then `yarn install --production --frozen-lockfile`.',
    sources: [legacy('types.go', 'L63-L86'), legacy('javascript.dockerfile', 'L2-L41')],
  },
  {
    extension: '.py',
    language: 'python',
    baseImage: 'python:3.11-slim',
    runtime: { name: 'Python', version: '3.11' },
    installs: 'pip, from a `requirements.txt`; a `Pipfile` is first locked with pipenv and exported to `requirements.txt`.',
    pitfalls:
      'With a `Pipfile`, `pipenv lock` runs in the image even when a `Pipfile.lock` exists, so the versions are resolved again and the deployed ones can differ from those you tested.',
    sources: [legacy('types.go', 'L63-L86'), legacy('python.dockerfile', 'L1-L24')],
  },
  {
    extension: '.go',
    language: 'go',
    baseImage: 'golang:alpine',
    runtime: { name: 'Go', version: 'the newest release when the image is pulled' },
    installs: '`go mod download`, then `go build` of the handler\'s folder (`./<folder>/...`) into one binary that runs on `alpine`.',
    sources: [legacy('types.go', 'L63-L86'), legacy('golang.go', 'L44-L48'), legacy('golang.dockerfile', 'L1-L24')],
  },
  {
    extension: '.cs',
    language: 'csharp',
    baseImage: 'mcr.microsoft.com/dotnet/sdk:7.0',
    runtime: { name: '.NET', version: '7.0' },
    installs: '`dotnet publish` as one trimmed, self-contained file, which runs on `mcr.microsoft.com/dotnet/runtime-deps:7.0`.',
    pitfalls:
      'The image copies a published executable named `hello`, whatever the project is called, so the build fails unless the project\'s assembly is named `hello`; and on an ARM machine the CLI refuses `.cs` handlers.',
    sources: [legacy('types.go', 'L63-L86'), legacy('csharp.dockerfile', 'L1-L18')],
  },
  {
    extension: '.jar',
    language: 'java',
    baseImage: 'openjdk:22-slim',
    runtime: { name: 'Java', version: '22' },
    installs: 'Nothing: the handler is a JAR you build beforehand, with its dependencies inside, copied into the image and run with `java -jar`.',
    sources: [legacy('types.go', 'L63-L86'), legacy('jvm.dockerfile', 'L2-L8')],
  },
]

/** The builds of a CLI release the site documents. */
export function buildsOf(release: string | undefined): readonly DefaultBuild[] {
  return release === LEGACY_CLI_RELEASE ? LEGACY_BUILDS : DEFAULT_BUILDS
}
