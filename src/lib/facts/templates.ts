import { STARTER_TEMPLATES } from '../cli/templates'
import { SDK_REGISTRY } from '../sdks/registry'
import type { FactComponent } from './components'
import { code, sourceList, table, text } from './mdast'

const sdkLabel = (key: string) => SDK_REGISTRY.find((sdk) => sdk.key === key)?.label ?? key

/**
 * `<StarterTemplates />`, or `<StarterTemplates sdk="python" />` for one SDK's: the names `nitric new` takes, with the
 * image each template's Dockerfile builds the service on and the one the deployed container runs on (its last stage).
 */
export const starterTemplates: FactComponent = {
  attributes: { sdk: { values: () => [...new Set(STARTER_TEMPLATES.map((template) => template.sdk))] } },
  block: ({ sdk }) => {
    const templates = STARTER_TEMPLATES.filter((template) => !sdk || template.sdk === sdk)
    return [
      table(
        [[text('Template name')], [text('Listed in the prompt as')], [text('SDK')], [text('Built on')], [text('Deployed container runs on')]],
        templates.map((template) => [
          [code(template.name)],
          [text(template.label)],
          [text(sdkLabel(template.sdk))],
          [code(template.builtOn.image)],
          [code(template.runsOn.image)],
        ]),
      ),
      sourceList(templates.flatMap((template) => [...template.sources, template.builtOn.source, template.runsOn.source, ...template.build.sources])),
    ]
  },
}
