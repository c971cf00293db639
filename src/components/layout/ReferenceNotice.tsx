import type { RouteData } from '@/lib/site/site'
import { LINKS } from '@/lib/site/config'
import { pageHref } from '@/lib/navigation/page-links'
import { Note } from '../mdx/Note'

/** The notice a library reference page shows for its SDK and version, if any. */
export function ReferenceNotice({ route }: { route: RouteData }) {
  const { currentSdkLabel, currentVersion, latestLink } = route.context
  const kind = route.notice
  if (kind === undefined) return null

  if (kind === 'experimental') {
    return (
      <Note title="Experimental">
        The {currentSdkLabel} SDK is currently in experimental status. Tell us how it works for you in our{' '}
        <a href={LINKS.chat}>community chat</a>.
      </Note>
    )
  }

  if (kind === 'legacy') {
    return (
      <Note title="Legacy SDK">
        The {currentSdkLabel} SDK only supports legacy versions of Nitric prior to v1. It is kept for compatibility and
        is not recommended for new projects. See the <a href={pageHref('/#libraries')}>supported SDKs</a>, or{' '}
        <a href={LINKS.chat}>get in touch</a> if you need it.
      </Note>
    )
  }

  return (
    <Note title="Older version">
      Note: You are viewing documentation for version {currentVersion} of {currentSdkLabel}.{' '}
      {latestLink && <a href={pageHref(latestLink)}>View the latest version</a>}
    </Note>
  )
}
