import { filterOptions } from '@/lib/guides/filter'
import { guidesInSidebarOrder } from '@/lib/guides/guides'
import { site } from '@/lib/site/site'
import { cardData } from './guide-cards'
import { GuidesFilter } from '../lazy-parts'

/** Every guide as a card, with the language and topic filters; the cards' order is the areas' sidebar order. */
export function GuidesIndex() {
  const docs = site()
  const guides = guidesInSidebarOrder(docs.guides, docs.navigation)
  const options = filterOptions(guides, docs.registry.map((sdk) => ({ key: sdk.key, label: sdk.label })))
  return (
    <GuidesFilter
      guides={guides.map((guide) => ({ card: cardData(guide, docs.registry), languages: guide.languages, topics: guide.topics }))}
      options={options}
    />
  )
}
