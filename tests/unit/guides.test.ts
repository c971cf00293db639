import type { Code, Heading } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { canonicalLanguage } from '@/lib/code/languages'
import { parseCodeMeta } from '@/lib/content/code-meta'
import { headingInfo, pageTree } from '@/lib/content/page-tree'
import { readPageSource } from '@/lib/content/pages'
import { checkPipelineFile, pipelineFileFor } from '../../checks/config-files/pipelines'
import { checkTerraform, isTerraformExample } from '../../checks/config-files/terraform'
import { shapeProblems } from '../../checks/guides/shape'
import { site } from '@/lib/site/site'

const docs = site()

interface Fence {
  file: string
  line: number
  language: string
  label: string | undefined
  tool: string | undefined
  code: string
}

function parsed(route: string) {
  const page = docs.page(route)!
  return { file: page.file, tree: pageTree(readPageSource(page), page.file).tree, source: readPageSource(page) }
}

function fencesOf(route: string): Fence[] {
  const { file, tree } = parsed(route)
  const fences: Fence[] = []
  visit(tree, 'code', (node: Code) => {
    const { label, tool } = parseCodeMeta(node.meta)
    fences.push({ file, line: node.position?.start.line ?? 1, language: canonicalLanguage(node.lang ?? ''), label, tool, code: node.value })
  })
  return fences
}

/** Fences that hold commands or output rather than a file of the project. */
const NOT_A_FILE = new Set(['bash', 'shellsession', 'powershell', 'text', 'console'])

/** A relative file path inside the reader's project: no `..`, not absolute. */
const PROJECT_PATH = /^(?!.*\.\.)(?!\/)[\w.@\/-]+$/

/** The guide pages of the public site we replace (../shared/site-inventory.md, 'Guide pages'): each keeps its address. */
const INVENTORY = [
  '/guides',
  '/guides/examples',
  ...['nodejs', 'python', 'dart', 'go', 'jvm', 'terraform', 'deploying'].map((area) => `/guides/${area}`),
  ...[
    'debugging', 'testing', 'serverless-rest-api-example', 'graphql', 'expressjs', 'fastify', 'nestjs', 'api-with-nextjs', 'stripe', 'twilio', 'uptime', 'websockets',
    'secure-api-auth0', 'amazon-cognito',
    'nitric-and-drizzle', 'nitric-and-prisma', 'byo-database', 'nitric-and-supabase', 'serverless-api-with-planetscale-and-prisma',
  ].map((slug) => `/guides/nodejs/${slug}`),
  ...['serverless-rest-api-example', 'graphql', 'create-histogram', 'text-prediction', 'scheduled-report'].map((slug) => `/guides/python/${slug}`),
  ...['dart', 'go', 'jvm'].map((area) => `/guides/${area}/serverless-rest-api-example`),
  ...['s3-encryption', 's3-replicate', 'api-gateway-throttle'].map((slug) => `/guides/terraform/${slug}`),
  ...['github-actions', 'gitlab-ci', 'azure-pipelines', 'google-cloud-build'].map((slug) => `/guides/deploying/${slug}`),
]

describe('guides', () => {
  const guides = docs.guides

  it('answer every address of the current site, each a page in a sidebar', () => {
    expect(INVENTORY).toHaveLength(43)
    expect(INVENTORY.filter((route) => !docs.exists(route))).toEqual([])
    const inSidebars = new Set(Object.entries(docs.navigation).flatMap(([key, groups]) => (key.startsWith('guides') ? groups.flatMap((group) => group.links.map((link) => link.href)) : [])))
    expect(guides.filter((guide) => !inSidebars.has(guide.route)).map((guide) => guide.route)).toEqual([])
  })

  it("follow the guide's shape: what you'll build, prerequisites, numbered steps, run locally, deploy, cost, next steps", () => {
    const problems = guides.flatMap((guide) => {
      const { file, tree } = parsed(guide.route)
      const headings: string[] = []
      visit(tree, 'heading', (node: Heading) => {
        if (node.depth === 2) headings.push(headingInfo(node).text)
      })
      return shapeProblems(headings).map((problem) => `${file}: ${problem}`)
    })
    expect(problems).toEqual([])
  })

  it('name the file every code block belongs to, as a path in the project', () => {
    const problems = guides.flatMap((guide) =>
      fencesOf(guide.route)
        .filter((fence) => !NOT_A_FILE.has(fence.language) && fence.tool === undefined)
        .filter((fence) => fence.label === undefined || !PROJECT_PATH.test(fence.label))
        .map((fence) => `${fence.file}:${fence.line}: a ${fence.language || 'plain'} block needs label=<file path>${fence.label ? ` (not "${fence.label}")` : ''}`),
    )
    expect(problems).toEqual([])
  })

  it('give a reading time that fits their length (about 200 words a minute, code included)', () => {
    const problems = guides.flatMap((guide) => {
      const { file, tree } = parsed(guide.route)
      const words = toString(tree).split(/\s+/).filter(Boolean).length + fencesOf(guide.route).reduce((sum, fence) => sum + fence.code.split(/\s+/).filter(Boolean).length, 0)
      const estimate = words / 200
      return guide.readingTime < Math.floor(estimate * 0.6) || guide.readingTime > Math.ceil(estimate * 2.5) + 2
        ? [`${file}: reading_time ${guide.readingTime} for ${words} words (about ${Math.round(estimate)} minutes)`]
        : []
    })
    expect(problems).toEqual([])
  })

  it("are filed in search and llms.txt under their area's section: 'Node.js Guides'", () => {
    const sections = new Set(guides.map((guide) => docs.routeData(guide.route).section))
    expect([...sections].filter((section) => !section.endsWith(' Guides'))).toEqual([])
    expect(docs.routeData('/guides/nodejs/stripe').section).toBe('Node.js Guides')
  })

  it('are listed on /guides and their area page, in the Markdown twin too', () => {
    expect(docs.page('/guides')).toBeDefined()
    const areas = new Set(guides.map((guide) => guide.area))
    expect([...areas].filter((area) => !docs.exists(`/guides/${area}`))).toEqual([])
  })
})

describe('configuration files shown on any page', () => {
  const fences = docs.pages.flatMap((page) => fencesOf(page.route)).filter((fence) => fence.tool === undefined)

  it('validate against their published schema when named as a CI/CD pipeline file', () => {
    const problems = fences.flatMap((fence) => {
      const kind = pipelineFileFor(fence.label)
      return kind ? checkPipelineFile(kind, fence.code).map((problem) => `${fence.file}:${fence.line + problem.line}: ${problem.message}`) : []
    })
    expect(problems).toEqual([])
  }, 120_000)

  it('parse as HCL when they are Terraform', async () => {
    const terraform = fences.filter((fence) => isTerraformExample(fence.language, fence.label))
    const problems = (await Promise.all(terraform.map(async (fence) => (await checkTerraform(fence.code, fence.label ?? 'main.tf')).map((problem) => `${fence.file}:${fence.line + problem.line}: ${problem.message}`)))).flat()
    expect(problems).toEqual([])
  }, 120_000)
})
