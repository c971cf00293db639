import { selectSidebar } from '../navigation/select'
import type { FullNav } from '../navigation/types'
import { versionContext } from '../versions/context'

/** The top level of a page's search hierarchy: its sidebar section, e.g. 'Concepts' or 'Node.js v0 Reference'. */
export function searchSection(route: string, nav: FullNav): string {
  const context = versionContext(route)
  if (context.isReferenceDocs) {
    return `${context.currentSdkLabel} ${context.isNotLatest ? `${context.currentVersion} ` : ''}Reference`
  }
  const selection = selectSidebar(route, nav)
  return selection.mode === 'section' && selection.parent ? selection.parent.title : 'Documentation'
}
