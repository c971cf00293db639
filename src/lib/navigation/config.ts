import type { FullNav, NavGroup, NavLink } from './types'

/**
 * The site's sidebars. Every href must be a page in content/ and every page must appear here: a unit test
 * holds both ways. Later sections add their pages and links together.
 */

const buildingBlocks: NavLink[] = [{ href: '/apis', title: 'APIs', icon: 'api' }]

function buildingBlockNav(href: string): NavGroup[] {
  const others = buildingBlocks.filter((link) => link.href !== href)
  return [
    { links: [{ href, title: 'Overview' }] },
    ...(others.length > 0 ? [{ title: 'More Building Blocks', links: others }] : []),
  ]
}

/** The APIs group of a Node.js reference version; both versions share its pages. */
function nodeApiGroup(root: string): NavGroup {
  const page = (slug: string, title: string): NavLink => ({ href: `${root}/api/${slug}`, title })
  return {
    title: 'APIs',
    links: [
      page('api', 'api()'),
      page('api-get', 'api.get()'),
      page('api-post', 'api.post()'),
      page('api-put', 'api.put()'),
      page('api-delete', 'api.delete()'),
      page('api-patch', 'api.patch()'),
      page('api-route', 'api.route()'),
      page('api-route-all', 'route.all()'),
      page('api-route-get', 'route.get()'),
      page('api-route-post', 'route.post()'),
      page('api-route-put', 'route.put()'),
      page('api-route-delete', 'route.delete()'),
      page('api-route-patch', 'route.patch()'),
    ],
  }
}

export const navigation: FullNav = {
  docs: [
    {
      links: [
        { href: '/', title: 'Home', icon: 'home' },
        { href: '/concepts/introduction', title: 'Concepts', icon: 'concepts' },
        { href: '/getting-started/quickstart', title: 'Get Started', icon: 'rocket' },
      ],
    },
    { title: 'Building Blocks', showDividerAbove: true, links: buildingBlocks },
    {
      title: 'Library Reference',
      showDividerAbove: true,
      links: [{ href: '/reference/nodejs', title: 'Node.js', icon: 'nodejs', versions: ['v1', 'v0'] }],
    },
  ],
  concepts: [{ links: [{ href: '/concepts/introduction', title: 'Introduction' }] }],
  'getting-started': [
    {
      links: [
        { href: '/getting-started/installation', title: 'Installation' },
        { href: '/getting-started/quickstart', title: 'Quickstart' },
      ],
    },
  ],
  apis: buildingBlockNav('/apis'),
  'reference/nodejs': [
    { links: [{ href: '/reference/nodejs', title: 'Getting Started' }] },
    nodeApiGroup('/reference/nodejs'),
  ],
  'reference/nodejs/v0': [
    { links: [{ href: '/reference/nodejs/v0', title: 'Getting Started' }] },
    nodeApiGroup('/reference/nodejs/v0'),
  ],
}
