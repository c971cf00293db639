import type { PhrasingContent, RootContent } from 'mdast'
import {
  DEPLOY_PROVIDERS,
  LOCAL_SUPPORT,
  PROVIDER_LABELS,
  PROVIDER_SUPPORT,
  RESOURCE_LABELS,
  RESOURCE_PAGES,
  RESOURCES,
  type DeployProvider,
  type ResourceKey,
  type Support,
} from '../providers/support'
import type { FactComponent } from './components'
import { code, link, list, markdownInline, sourceList, strong, table, text } from './mdast'

const VERDICT: Record<Support['status'], string> = { deployed: 'Yes', refused: 'No: `nitric up` fails', ignored: 'No: nothing is created' }

function resourceName(resource: ResourceKey): PhrasingContent[] {
  return [link(RESOURCE_PAGES[resource], [text(RESOURCE_LABELS[resource])])]
}

/** What a provider does with a resource, in a sentence or two: what it creates, or how it refuses or skips it. */
function outcome(support: Support): PhrasingContent[] {
  if (support.status === 'deployed') return [...markdownInline(support.creates), ...(support.notes ? [text(' '), ...markdownInline(support.notes)] : [])]
  return [strong([text(support.status === 'refused' ? 'Refused.' : 'Not deployed.')]), text(' '), ...markdownInline(support.how)]
}

function matrix(): RootContent[] {
  const exceptions = DEPLOY_PROVIDERS.flatMap((provider) =>
    RESOURCES.flatMap((resource) => {
      const support = PROVIDER_SUPPORT[provider][resource]
      return support.status === 'deployed' ? [] : [[strong([text(`${PROVIDER_LABELS[provider]}, ${RESOURCE_LABELS[resource]}`)]), text(': '), ...markdownInline(support.how)]]
    }),
  )
  return [
    table(
      [[text('Resource')], [code('nitric start')], ...DEPLOY_PROVIDERS.map((provider) => [text(PROVIDER_LABELS[provider])])],
      RESOURCES.map((resource) => [
        resourceName(resource),
        [text('Yes')],
        ...DEPLOY_PROVIDERS.map((provider) => markdownInline(VERDICT[PROVIDER_SUPPORT[provider][resource].status])),
      ]),
    ),
    ...(exceptions.length > 0 ? [list(exceptions)] : []),
    sourceList(DEPLOY_PROVIDERS.flatMap((provider) => RESOURCES.flatMap((resource) => PROVIDER_SUPPORT[provider][resource].sources))),
  ]
}

function forProvider(provider: DeployProvider): RootContent[] {
  return [
    table(
      [[text('Resource')], [text(`What ${PROVIDER_LABELS[provider]} does with it`)]],
      RESOURCES.map((resource) => [resourceName(resource), outcome(PROVIDER_SUPPORT[provider][resource])]),
    ),
    sourceList(RESOURCES.flatMap((resource) => PROVIDER_SUPPORT[provider][resource].sources)),
  ]
}

function forResource(resource: ResourceKey): RootContent[] {
  const local = LOCAL_SUPPORT[resource]
  return [
    table(
      [[text('Where')], [text('What it becomes')]],
      [
        [[code('nitric start')], [...markdownInline(local.runs), ...(local.differs ? [text(' '), ...markdownInline(local.differs)] : [])]],
        ...DEPLOY_PROVIDERS.map((provider) => [[text(PROVIDER_LABELS[provider])], outcome(PROVIDER_SUPPORT[provider][resource])]),
      ],
    ),
    sourceList([...local.sources, ...DEPLOY_PROVIDERS.flatMap((provider) => PROVIDER_SUPPORT[provider][resource].sources)]),
  ]
}

/**
 * `<ProviderSupport />`: which provider deploys which resource, with every refusal explained.
 * `<ProviderSupport provider="azure" />`: what one provider does with each resource.
 * `<ProviderSupport resource="websockets" />`: what one resource becomes under `nitric start` and on each provider.
 */
export const providerSupport: FactComponent = {
  attributes: {
    provider: { values: () => DEPLOY_PROVIDERS },
    resource: { values: () => RESOURCES },
  },
  block: ({ provider, resource }) => {
    if (provider && resource) throw new Error('takes provider or resource, not both')
    if (provider) return forProvider(provider as DeployProvider)
    if (resource) return forResource(resource as ResourceKey)
    return matrix()
  },
}

/** `<LocalSupport />`: what `nitric start` runs for each resource, and what differs from a deployment. */
export const localSupport: FactComponent = {
  attributes: {},
  block: () => [
    table(
      [[text('Resource')], [text('What nitric start runs')], [text('What differs once deployed')]],
      RESOURCES.map((resource) => [resourceName(resource), markdownInline(LOCAL_SUPPORT[resource].runs), markdownInline(LOCAL_SUPPORT[resource].differs ?? 'Nothing your code would notice.')]),
    ),
    sourceList(RESOURCES.flatMap((resource) => LOCAL_SUPPORT[resource].sources)),
  ],
}
