import { CLI_RELEASE } from '../cli/commands'
import type { FullNav, NavGroup, NavLink } from './types'

/**
 * The hand-written sidebars: the main menu, concepts, getting started and the building blocks. Library reference
 * sidebars are derived from their content folders (src/lib/site/site.ts). Every href must be a page in content/ and
 * every page must appear in a sidebar: a unit test holds both ways.
 */

const buildingBlocks: NavLink[] = [
  { href: '/apis', title: 'APIs', icon: 'api' },
  { href: '/http', title: 'HTTP', icon: 'http' },
  { href: '/keyvalue', title: 'Key Value Stores', icon: 'keyvalue' },
  { href: '/sql', title: 'SQL Databases', icon: 'sql' },
  { href: '/schedules', title: 'Schedules', icon: 'schedule' },
  { href: '/storage', title: 'Storage', icon: 'storage' },
  { href: '/messaging', title: 'Messaging', icon: 'messaging' },
  { href: '/secrets', title: 'Secrets', icon: 'secrets' },
  { href: '/websockets', title: 'Websockets', icon: 'websockets' },
  { href: '/batch', title: 'Batch Jobs', icon: 'batch' },
]

function buildingBlockNav(href: string): NavGroup[] {
  const others = buildingBlocks.filter((link) => link.href !== href)
  return [
    { links: [{ href, title: 'Overview' }] },
    ...(others.length > 0 ? [{ title: 'More Building Blocks', links: others }] : []),
  ]
}

/** The editorial sidebars, given the main menu's library-reference links (one per SDK with a reference). */
export function editorialNavigation(libraryLinks: NavLink[]): FullNav {
  return {
    docs: [
      {
        links: [
          { href: '/', title: 'Home', icon: 'home' },
          { href: '/concepts/introduction', title: 'Concepts', icon: 'concepts' },
          { href: '/getting-started/quickstart', title: 'Get Started', icon: 'rocket' },
        ],
      },
      { title: 'Using Nitric', links: [{ href: '/reference/cli', title: 'Nitric CLI', icon: 'terminal' }] },
      { title: 'Building Blocks', showDividerAbove: true, links: buildingBlocks },
      {
        showDividerAbove: true,
        links: [
          { href: '/reference/custom-containers', title: 'Custom Container Builds', icon: 'container' },
          { href: '/reference/env', title: 'Environment Variables', icon: 'variable' },
          { href: '/reference/preview-features', title: 'Preview Features', icon: 'toggle' },
        ],
      },
      {
        title: 'Library Reference',
        showDividerAbove: true,
        links: libraryLinks,
      },
      {
        title: 'Help',
        showDividerAbove: true,
        links: [
          { href: '/faq', title: 'FAQ', icon: 'question' },
          { href: '/support', title: 'Support', icon: 'support' },
          { href: '/support/upgrade', title: 'Upgrading to v1', icon: 'upgrade' },
          { href: '/contributions', title: 'Contributing', icon: 'github' },
        ],
      },
    ],
    concepts: [
      {
        links: [
          { href: '/concepts/introduction', title: 'Introduction' },
          { href: '/concepts/how-nitric-works', title: 'How Nitric Works' },
          { href: '/concepts/infrastructure-from-code', title: 'Infrastructure from Code' },
          { href: '/concepts/build-with-nitric', title: 'Build with Nitric' },
        ],
      },
      {
        title: 'Workflow',
        links: [
          { href: '/concepts/how-devs-use-nitric', title: 'How Developers Use Nitric' },
          { href: '/concepts/how-ops-use-nitric', title: 'How Operations Use Nitric' },
          { href: '/concepts/project-structure', title: 'Project Structure' },
          { href: '/concepts/cicd', title: 'CI/CD' },
        ],
      },
      {
        title: 'Architecture',
        links: [
          { href: '/concepts/access-control', title: 'Access Control' },
          { href: '/concepts/extensibility', title: 'Extensibility' },
          { href: '/concepts/language-support', title: 'Language Support' },
        ],
      },
      {
        title: 'Comparisons',
        links: [
          { href: '/concepts/comparison', title: 'Overview' },
          ...(
            [
              ['aws-cdk', 'AWS CDK'],
              ['aws-sam', 'AWS SAM'],
              ['pulumi', 'Pulumi'],
              ['terraform', 'Terraform'],
              ['bicep', 'Azure Bicep'],
              ['gcp-deployment-manager', 'GCP Deployment Manager'],
              ['sst', 'SST'],
              ['encore', 'Encore'],
              ['ampt', 'Ampt'],
              ['winglang', 'Winglang'],
            ] as const
          ).map(([slug, title]) => ({ href: `/concepts/comparison/${slug}`, title })),
        ],
      },
    ],
    'getting-started': [
      {
        links: [
          { href: '/getting-started/installation', title: 'Installation' },
          { href: '/getting-started/quickstart', title: 'Quickstart' },
          { href: '/getting-started/local-dashboard', title: 'Local Dashboard' },
          { href: '/getting-started/resources-overview', title: 'Resources' },
          { href: '/getting-started/deployment', title: 'Deployment' },
        ],
      },
    ],
    'reference/cli': [
      {
        title: 'Nitric CLI',
        links: [
          { href: '/reference/cli', title: 'Overview' },
          { href: '/reference/cli/installation', title: 'Installation' },
          { href: '/reference/cli/local-development', title: 'Local Development' },
          { href: '/reference/cli/stacks', title: 'Stacks' },
        ],
      },
    ],
    'reference/preview-features': [
      { links: [{ href: '/reference/preview-features', title: 'Overview' }] },
      {
        title: 'Current Preview Features',
        links: CLI_RELEASE.previewFeatures.map(({ name, title }) => ({ href: `/reference/preview-features/${name}`, title })),
      },
    ],
    ...Object.fromEntries(buildingBlocks.map((link) => [link.href.slice(1), buildingBlockNav(link.href)])),
  }
}
