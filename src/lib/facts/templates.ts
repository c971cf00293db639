import { STARTER_TEMPLATES } from '../cli/templates'
import { SDK_REGISTRY } from '../sdks/registry'
import type { FactComponent } from './components'
import { code, sourceList, table, text } from './mdast'

const sdkLabel = (key: string) => SDK_REGISTRY.find((sdk) => sdk.key === key)?.label ?? key

/** `<StarterTemplates />`, or `<StarterTemplates sdk="python" />` for one SDK's: the names `nitric new` takes. */
export const starterTemplates: FactComponent = {
  attributes: { sdk: { values: () => [...new Set(STARTER_TEMPLATES.map((template) => template.sdk))] } },
  block: ({ sdk }) => {
    const templates = STARTER_TEMPLATES.filter((template) => !sdk || template.sdk === sdk)
    return [
      table(
        [[text('Template name')], [text('Listed in the prompt as')], [text('SDK')], [text('Deployed image built on')]],
        templates.map((template) => [[code(template.name)], [text(template.label)], [text(sdkLabel(template.sdk))], [code(template.build.baseImage)]]),
      ),
      sourceList(templates.flatMap((template) => [...template.sources, ...template.build.sources])),
    ]
  },
}
