import type { SourceRef } from '../sources/pins'
import type { Build } from './builds'

/**
 * The starter templates `nitric new` offers. CLI 1.61.1 downloads the list from the main branch of
 * nitrictech/examples (`cli-templates.yaml`) each time it runs, shows each template's label in its prompt and
 * accepts only the `name` as the template argument (`pkg/project/templates/contents.go`, `Get` compares names;
 * `pkg/view/tui/commands/project/new.go`). Each template ships its own Dockerfile, which `nitric up` builds its
 * services with. Pages state these through `<StarterTemplates>`; every `nitric new` command on the site must name
 * one of them (tests/unit/cli-reference.test.ts, through the `templateName` argument in commands.ts).
 */
export interface StarterTemplate {
  /** What `nitric new <project> <name>` takes. */
  name: string
  /** What the interactive prompt lists. */
  label: string
  /** The SDK whose code the template is written in (a registry key). */
  sdk: string
  /** The folder in nitrictech/examples. */
  path: string
  /** The image the template's Dockerfile installs the dependencies and builds the service on (its first `FROM`). */
  builtOn: TemplateImage
  /**
   * The image the deployed container runs on: the Dockerfile's last `FROM`, which is the same image when the
   * Dockerfile has one stage.
   */
  runsOn: TemplateImage
  build: Build
  sources: SourceRef[]
}

/** An image a template's Dockerfile names, with the line of the Dockerfile that names it. */
export interface TemplateImage {
  image: string
  source: SourceRef
}

const examples = (path: string, lines?: string) => `nitrictech/examples@865ca7e9ea7b95d171474e41b8b1b0b1f9bd99e2:${path}${lines ? `#${lines}` : ''}`

const yarn =
  'Yarn 1, the Classic release the image bundles: `yarn import` turns a `package-lock.json` into a `yarn.lock`, then `yarn install --production --frozen-lockfile`.'
const engines = "Yarn 1 enforces every package's `engines` field: a dependency that requires a newer Node.js than 22.4.1 stops the build."

export const STARTER_TEMPLATES: readonly StarterTemplate[] = [
  {
    name: 'ts-starter',
    label: 'TypeScript - Starter (Node)',
    sdk: 'nodejs',
    path: 'v1/typescript-starter',
    builtOn: { image: 'node:22.4.1-alpine', source: examples('v1/typescript-starter/node.dockerfile', 'L2') },
    runsOn: { image: 'node:22.4.1-alpine', source: examples('v1/typescript-starter/node.dockerfile', 'L29') },
    build: {
      baseImage: 'node:22.4.1-alpine',
      runtime: { name: 'Node.js', version: '22.4.1' },
      installs: `${yarn} \`ncc\` bundles each service into one file.`,
      pitfalls: `${engines} Unlike the CLI's own TypeScript Dockerfile, this one bundles \`@prisma/client\` too and never runs \`prisma generate\`.`,
      sources: [examples('v1/typescript-starter/nitric.yaml', 'L1-L10'), examples('v1/typescript-starter/node.dockerfile', 'L2-L43')],
    },
    sources: [examples('cli-templates.yaml', 'L4-L7')],
  },
  {
    name: 'ts-starter-deno',
    label: 'TypeScript - Starter (Deno)',
    sdk: 'nodejs',
    path: 'v1/typescript-starter-deno',
    builtOn: { image: 'denoland/deno:2.0.2', source: examples('v1/typescript-starter-deno/deno.dockerfile', 'L1') },
    runsOn: { image: 'debian:bookworm-slim', source: examples('v1/typescript-starter-deno/deno.dockerfile', 'L21') },
    build: {
      baseImage: 'denoland/deno:2.0.2',
      runtime: { name: 'Deno', version: '2.0.2' },
      installs: '`deno install` from `deno.json` and `deno.lock`, then `deno compile` into one binary that runs on `debian:bookworm-slim`.',
      pitfalls:
        'The build mounts `deno.lock`, which the template does not ship: Deno writes it the first time the project runs (`nitric start`), and until then the image fails to build.',
      sources: [examples('v1/typescript-starter-deno/nitric.yaml', 'L1-L8'), examples('v1/typescript-starter-deno/deno.dockerfile', 'L1-L31')],
    },
    sources: [examples('cli-templates.yaml', 'L8-L11')],
  },
  {
    name: 'js-starter',
    label: 'JavaScript - Starter',
    sdk: 'nodejs',
    path: 'v1/javascript-starter',
    builtOn: { image: 'node:22.4.1-alpine', source: examples('v1/javascript-starter/node.dockerfile', 'L2') },
    runsOn: { image: 'node:22.4.1-alpine', source: examples('v1/javascript-starter/node.dockerfile', 'L2') },
    build: {
      baseImage: 'node:22.4.1-alpine',
      runtime: { name: 'Node.js', version: '22.4.1' },
      installs: `${yarn} The service runs from its source, unbundled.`,
      pitfalls: engines,
      sources: [examples('v1/javascript-starter/nitric.yaml', 'L1-L9'), examples('v1/javascript-starter/node.dockerfile', 'L2-L24')],
    },
    sources: [examples('cli-templates.yaml', 'L12-L15')],
  },
  {
    name: 'py-starter',
    label: 'Python - Starter (uv)',
    sdk: 'python',
    path: 'v1/python-starter',
    builtOn: { image: 'ghcr.io/astral-sh/uv:python3.11-bookworm-slim', source: examples('v1/python-starter/python.dockerfile', 'L2') },
    runsOn: { image: 'python:3.11-slim-bookworm', source: examples('v1/python-starter/python.dockerfile', 'L18') },
    build: {
      baseImage: 'ghcr.io/astral-sh/uv:python3.11-bookworm-slim',
      runtime: { name: 'Python', version: '3.11' },
      installs: '`uv sync --frozen --no-dev` from `pyproject.toml` and `uv.lock`; the service runs on `python:3.11-slim-bookworm`.',
      pitfalls:
        'The image copies `uv.lock`, which the template does not ship: `uv run` (the `start` command of `nitric start`) or `uv sync` writes it, and until then the image fails to build. `--frozen` installs the lock as it is, without checking it against `pyproject.toml`, so lock again after changing dependencies. Every dependency must support Python 3.11, whatever `.python-version` says locally.',
      sources: [examples('v1/python-starter/nitric.yaml', 'L1-L8'), examples('v1/python-starter/python.dockerfile', 'L1-L25')],
    },
    sources: [examples('cli-templates.yaml', 'L16-L19')],
  },
  {
    name: 'py-starter-pipenv',
    label: 'Python - Starter (pipenv)',
    sdk: 'python',
    path: 'v1/python-starter-pipenv',
    builtOn: { image: 'python:3.11-slim', source: examples('v1/python-starter-pipenv/python.dockerfile', 'L1') },
    runsOn: { image: 'python:3.11-slim', source: examples('v1/python-starter-pipenv/python.dockerfile', 'L1') },
    build: {
      baseImage: 'python:3.11-slim',
      runtime: { name: 'Python', version: '3.11' },
      installs: '`pipenv lock` from the `Pipfile` (even when a `Pipfile.lock` exists), then pip installs the requirements pipenv exports from it.',
      pitfalls: 'Because the image locks again, the deployed versions can differ from those in the `Pipfile.lock` you tested with.',
      sources: [examples('v1/python-starter-pipenv/nitric.yaml', 'L1-L8'), examples('v1/python-starter-pipenv/python.dockerfile', 'L1-L26')],
    },
    sources: [examples('cli-templates.yaml', 'L20-L23')],
  },
  {
    name: 'dart-starter',
    label: 'Dart - Starter',
    sdk: 'dart',
    path: 'v1/dart-starter',
    builtOn: { image: 'dart:stable', source: examples('v1/dart-starter/dart.dockerfile', 'L1') },
    runsOn: { image: 'alpine', source: examples('v1/dart-starter/dart.dockerfile', 'L21') },
    build: {
      baseImage: 'dart:stable',
      runtime: { name: 'Dart', version: 'the latest stable release when the image is pulled' },
      installs: '`dart pub get`, then `dart compile exe` into a native binary that runs on `alpine`.',
      sources: [examples('v1/dart-starter/nitric.yaml', 'L1-L10'), examples('v1/dart-starter/dart.dockerfile', 'L1-L26')],
    },
    sources: [examples('cli-templates.yaml', 'L24-L27')],
  },
  {
    name: 'go-starter',
    label: 'Go - Starter',
    sdk: 'go',
    path: 'v1/go-starter',
    builtOn: { image: 'golang:alpine', source: examples('v1/go-starter/golang.dockerfile', 'L2') },
    runsOn: { image: 'alpine', source: examples('v1/go-starter/golang.dockerfile', 'L17') },
    build: {
      baseImage: 'golang:alpine',
      runtime: { name: 'Go', version: 'the latest release when the image is pulled' },
      installs: '`go mod download`, then `go build` of the service folder into one binary that runs on `alpine`.',
      sources: [examples('v1/go-starter/nitric.yaml', 'L1-L11'), examples('v1/go-starter/golang.dockerfile', 'L2-L26')],
    },
    sources: [examples('cli-templates.yaml', 'L28-L31')],
  },
]

export function starterTemplate(name: string): StarterTemplate | undefined {
  return STARTER_TEMPLATES.find((template) => template.name === name)
}
