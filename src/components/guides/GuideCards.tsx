import { guidesInSidebarOrder } from '@/lib/guides/guides'
import { site } from '@/lib/site/site'
import { GuideCardList } from './GuideCard'
import { cardData } from './guide-cards'

/** An area's landing page lists its guides as cards, in the area's sidebar order, from their frontmatter. */
export function GuideCards({ area }: { area: string }) {
  const docs = site()
  const guides = guidesInSidebarOrder(docs.guides, docs.navigation, area)
  return <GuideCardList guides={guides.map((guide) => cardData(guide, docs.registry))} />
}
