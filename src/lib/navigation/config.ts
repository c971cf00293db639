import { CLI_RELEASE } from '../cli/commands'
import type { FullNav, NavGroup, NavLink } from './types'

/**
 * The hand-written sidebars: the main menu, concepts, architecture, getting started, the building blocks and the cloud
 * providers. Library reference sidebars are derived from their content folders (src/lib/site/site.ts). Every href must
 * be a page in content/ and every page must appear in a sidebar: a unit test holds both ways.
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

// What each resource becomes on each cloud, one page each, after the overview and the services page.
const architecturePages: Array<[slug: string, title: string]> = [
  ['apis', 'APIs'],
  ['buckets', 'Storage'],
  ['keyvalue', 'Key Value Stores'],
  ['queues', 'Queues'],
  ['schedules', 'Schedules'],
  ['secrets', 'Secrets'],
  ['sql', 'SQL Databases'],
  ['topics', 'Topics'],
  ['websites', 'Websites'],
  ['websockets', 'Websockets'],
]

const providerPage = (path: string) => `/reference/providers/${path}`

const standardProviders: NavLink[] = [
  { href: providerPage('aws'), title: 'AWS', icon: 'aws', kind: 'provider' },
  { href: providerPage('gcp'), title: 'GCP', icon: 'gcp', kind: 'provider' },
  { href: providerPage('azure'), title: 'Azure', icon: 'azure', kind: 'provider' },
]

const terraformProviders: NavLink[] = [
  { href: providerPage('terraform'), title: 'Terraform Providers' },
  { href: providerPage('terraform/aws'), title: 'Terraform on AWS' },
  { href: providerPage('terraform/gcp'), title: 'Terraform on GCP' },
]

const customProviders: NavLink[] = [
  { href: providerPage('custom/building-custom-provider'), title: 'Building a Provider' },
  { href: providerPage('custom/extend-standard-provider'), title: 'Extending a Standard Provider' },
  { href: providerPage('install/docker'), title: 'Docker Providers' },
]

const awsPages: Array<[slug: string, title: string]> = [
  ['configuration', 'Configuration'],
  ['apis', 'APIs'],
  ['keyvalue', 'Key Value Stores'],
  ['queues', 'Queues'],
  ['schedules', 'Schedules'],
  ['secrets', 'Secrets'],
  ['storage', 'Storage'],
  ['topics', 'Topics'],
  ['websites', 'Websites'],
  ['imports', 'Imports'],
]
// Only the AWS provider documents imports on a page of their own; GCP's and Azure's are keys on their configuration.
const sharedPages = awsPages.filter(([slug]) => slug !== 'imports')
const cloudPages: Record<string, Array<[slug: string, title: string]>> = { aws: awsPages, gcp: sharedPages, azure: sharedPages }

/** A cloud's sidebar: its own pages, then the other standard providers, the Terraform and the custom providers. */
function cloudProviderNav(cloud: string): NavGroup[] {
  return [
    { links: [{ href: providerPage(cloud), title: 'Overview' }, ...(cloudPages[cloud] ?? []).map(([slug, title]) => ({ href: providerPage(`${cloud}/${slug}`), title }))] },
    { title: 'More Standard Providers', links: standardProviders.filter((link) => link.href !== providerPage(cloud)) },
    { title: 'Terraform Providers', links: terraformProviders },
    { title: 'Custom Providers', links: customProviders },
  ]
}

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
          { href: '/architecture', title: 'Architecture', icon: 'architecture', kind: 'architecture' },
          { href: '/getting-started/quickstart', title: 'Get Started', icon: 'rocket' },
          { href: '/guides', title: 'Guides', icon: 'guides', kind: 'guide' },
        ],
      },
      { title: 'Using Nitric', links: [{ href: '/reference/cli', title: 'Nitric CLI', icon: 'terminal', kind: 'operations' }] },
      { title: 'Building Blocks', showDividerAbove: true, links: buildingBlocks },
      {
        showDividerAbove: true,
        links: [
          { href: '/reference/custom-containers', title: 'Custom Container Builds', icon: 'container', kind: 'operations' },
          { href: '/reference/env', title: 'Environment Variables', icon: 'variable', kind: 'operations' },
          { href: '/reference/preview-features', title: 'Preview Features', icon: 'toggle', kind: 'operations' },
          { href: '/reference/docs-for-agents', title: 'Docs for Coding Agents', icon: 'terminal', kind: 'operations' },
        ],
      },
      {
        title: 'Library Reference',
        showDividerAbove: true,
        links: libraryLinks,
      },
      {
        title: 'Cloud Providers',
        showDividerAbove: true,
        links: [
          { href: '/reference/providers', title: 'Provider Overview', icon: 'cloud', kind: 'provider' },
          ...standardProviders,
          { href: providerPage('custom/building-custom-provider'), title: 'Custom Providers', icon: 'container', kind: 'provider' },
        ],
      },
      {
        title: 'Integrations',
        links: [
          { href: providerPage('pulumi'), title: 'Pulumi', icon: 'pulumi', kind: 'provider' },
          { href: providerPage('terraform'), title: 'Terraform', icon: 'terraform', kind: 'provider' },
        ],
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
          ).map(([slug, title]) => ({ href: `/concepts/comparison/${slug}`, title, kind: 'comparison' as const })),
        ],
      },
    ],
    architecture: [
      {
        links: [
          { href: '/architecture', title: 'Overview' },
          { href: '/architecture/services', title: 'Services' },
        ],
      },
      {
        title: 'Resources',
        links: architecturePages.map(([slug, title]) => ({ href: `/architecture/${slug}`, title })),
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
          { href: '/reference/cli/known-issues', title: 'Known issues' },
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
    'reference/providers': [
      {
        title: 'Standard Providers (Pulumi)',
        links: [
          { href: '/reference/providers', title: 'Overview' },
          ...standardProviders,
          { href: providerPage('pulumi'), title: 'Pulumi' },
          { href: providerPage('known-issues'), title: 'Known issues' },
          { href: providerPage('known-issues-v0'), title: 'Known issues (0.x runtime)' },
        ],
      },
      { title: 'Terraform Providers', links: terraformProviders },
      { title: 'Custom Providers', links: [customProviders[0]!, { href: providerPage('pulumi/custom'), title: 'Custom Pulumi Providers' }, ...customProviders.slice(1)] },
    ],
    ...Object.fromEntries(standardProviders.map((link) => [link.href.slice(1), cloudProviderNav(link.href.split('/').pop()!)])),
  }
}
