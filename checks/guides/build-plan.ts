import { parse as parseYaml } from 'yaml'
import { DEFAULT_BUILDS, type DefaultBuild } from '@/lib/cli/builds'
import { STARTER_TEMPLATES } from '@/lib/cli/templates'

/**
 * How the CLI would build a guide's services for `nitric up`, worked out from the files the guide shows, so a test can
 * install the guide's dependencies the way the deployed build does (tests/guide-builds). CLI 1.61.1 builds a service
 * with the Dockerfile its `nitric.yaml` names under `runtimes`, or else with its own Dockerfile for the entry point's
 * extension (src/lib/cli/builds.ts). Only what decides whether dependencies install is read: the base image's Node.js
 * version and the package manager the Dockerfile runs.
 */

export type PackageManager = 'yarn1' | 'npm'

export interface NodeInstall {
  /** The `match` of the services built this way. */
  services: string
  /** Where the build comes from: the CLI's default, or the Dockerfile's label. */
  dockerfile: string
  image: string
  /** The Node.js version the image runs: exact (`22.4.1`), a line (`22`) or `latest`. */
  node: string
  packageManager: PackageManager
  packageJson: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }
}

export interface BuildPlan {
  installs: NodeInstall[]
  problems: string[]
}

interface ProjectFile {
  services?: Array<{ match?: string; runtime?: string }>
  runtimes?: Record<string, { dockerfile?: string }>
}

/** The first stage's base image of a Dockerfile: `FROM [--platform=…] image [AS name]`. */
export function baseImage(dockerfile: string): string | undefined {
  const from = /^\s*FROM\s+(?:--\S+\s+)*(\S+)/im.exec(dockerfile)
  return from?.[1]
}

/** The Node.js version an official `node` image tag runs, or undefined for another image. */
export function nodeVersionOf(image: string): string | undefined {
  const match = /^(?:docker\.io\/)?(?:library\/)?node(?::([^@\s]+))?/.exec(image)
  if (!match) return undefined
  const tag = match[1] ?? 'latest'
  const version = /^(\d+(?:\.\d+){0,2})(?:-|$)/.exec(tag)
  return version?.[1] ?? 'latest'
}

/** The package manager a Dockerfile installs dependencies with. */
export function packageManagerOf(dockerfile: string): PackageManager | undefined {
  if (/\byarn\s+(install|--frozen-lockfile)\b|^\s*RUN\s+yarn\s*$/m.test(dockerfile)) return 'yarn1'
  if (/\bnpm\s+(ci|install|i)\b/.test(dockerfile)) return 'npm'
  return undefined
}

/**
 * Whether a build bundles with whatever `typescript` npm calls latest (`yarn global add typescript` without a version,
 * as the CLI's own TypeScript Dockerfile and the TypeScript template's do): `ncc` then uses the project's own
 * `typescript` only if the production install put one in `node_modules` (known issue cli-typescript-build-typescript-7).
 */
export function bundlesWithLatestTypescript(dockerfile: string): boolean {
  return /\byarn\s+global\s+add\b[^\n]*\btypescript(?![@\w-])/.test(dockerfile) || /\bnpm\s+(?:i|install)\s+(?:-g|--global)\b[^\n]*\btypescript(?![@\w-])/.test(dockerfile)
}

/** Template Dockerfiles a guide's `nitric.yaml` may name without showing them: the starter templates' own. */
const TEMPLATE_DOCKERFILES: Record<string, string> = { 'node.dockerfile': 'ts-starter' }

function extensionOf(match: string): string {
  return /(\.\w+)$/.exec(match)?.[1] ?? ''
}

function typescriptProblem(match: string, dockerfile: string): string {
  return `service ${match} is bundled by ${dockerfile} with the newest typescript, which ncc cannot use, unless package.json lists typescript 5 under dependencies (known issue cli-typescript-build-typescript-7)`
}

function relative(path: string): string {
  return path.replace(/^\.\//, '')
}

/** The Node.js installs a guide's services need when deployed; `files` maps each label to the file's last version. */
export function guideBuildPlan(files: ReadonlyMap<string, string>): BuildPlan {
  const problems: string[] = []
  const installs: NodeInstall[] = []
  const packageSource = files.get('package.json')
  const project = files.get('nitric.yaml')
  if (!packageSource || !project) return { installs, problems }
  let packageJson: NodeInstall['packageJson']
  let config: ProjectFile
  try {
    packageJson = JSON.parse(packageSource) as NodeInstall['packageJson']
    config = (parseYaml(project) ?? {}) as ProjectFile
  } catch (error) {
    return { installs, problems: [`package.json or nitric.yaml does not parse: ${(error as Error).message}`] }
  }
  for (const service of config.services ?? []) {
    const match = service.match ?? ''
    if (service.runtime) {
      const path = config.runtimes?.[service.runtime]?.dockerfile
      if (!path) {
        problems.push(`nitric.yaml: service ${match} names runtime "${service.runtime}", which has no dockerfile under runtimes`)
        continue
      }
      const shown = files.get(relative(path))
      const template = TEMPLATE_DOCKERFILES[relative(path)]
      const build = shown === undefined && template ? STARTER_TEMPLATES.find((entry) => entry.name === template)?.build : undefined
      if (shown === undefined && !build) {
        problems.push(`nitric.yaml: service ${match} builds with ${path}, which the guide does not show`)
        continue
      }
      const image = shown === undefined ? (build?.baseImage ?? '') : (baseImage(shown) ?? '')
      const node = nodeVersionOf(image)
      const manager = shown === undefined ? 'yarn1' : packageManagerOf(shown)
      if (!node) continue
      if (!manager) {
        problems.push(`${path}: installs dependencies with neither Yarn nor npm, so the check cannot follow it`)
        continue
      }
      const latestTypescript = shown === undefined ? template === 'ts-starter' : bundlesWithLatestTypescript(shown)
      if (latestTypescript && extensionOf(match) === '.ts' && !packageJson.dependencies?.typescript) problems.push(typescriptProblem(match, path))
      installs.push({ services: match, dockerfile: relative(path), image, node, packageManager: manager, packageJson })
      continue
    }
    const build: DefaultBuild | undefined = DEFAULT_BUILDS.find((entry) => entry.extension === extensionOf(match))
    if (!build || build.runtime.name !== 'Node.js') continue
    if (build.extension === '.ts' && !packageJson.dependencies?.typescript) problems.push(typescriptProblem(match, `the CLI's ${build.extension} Dockerfile`))
    installs.push({ services: match, dockerfile: `the CLI's ${build.extension} Dockerfile`, image: build.baseImage, node: build.runtime.version, packageManager: 'yarn1', packageJson })
  }
  // Services built the same way install the same dependencies once.
  const unique = new Map(installs.map((install) => [`${install.image} ${install.packageManager}`, install]))
  return { installs: [...unique.values()], problems }
}
