import { LINKS } from '../site/config'
import { versionContext, type ReferenceLocation } from './context'

export type ReferenceNoticeKind = 'experimental' | 'legacy' | 'older-version'

export type PageNoteKind = ReferenceNoticeKind | 'introduced-in'

/**
 * A run of a note's text: words, or words that link. `href` is a route of this site ('/reference/nodejs',
 * '/#libraries') or another site's address; the page adds the base path, the Markdown twin the site's address.
 */
export type NotePart = string | { text: string; href: string }

/** A note a page shows above its body, in the same words on the web page and in its Markdown twin. */
export interface PageNote {
  kind: PageNoteKind
  title: string
  text: NotePart[]
}

/** Which notice, if any, a library reference page shows for its SDK and version. */
export function referenceNoticeKind(location: ReferenceLocation | undefined): ReferenceNoticeKind | undefined {
  if (!location) return undefined
  if (location.sdk.status === 'experimental') return 'experimental'
  if (location.sdk.status === 'legacy') return 'legacy'
  return location.isLatest ? undefined : 'older-version'
}

/** The reference notice in the specification's words (section 8, 'Notices on reference pages'). */
function referenceNote(location: ReferenceLocation): PageNote | undefined {
  const sdk = location.sdk.label
  switch (referenceNoticeKind(location)) {
    case 'experimental':
      return {
        kind: 'experimental',
        title: 'Experimental',
        text: [`The ${sdk} SDK is currently in experimental status. Tell us how it works for you in our `, { text: 'community chat', href: LINKS.chat }, '.'],
      }
    case 'legacy':
      return {
        kind: 'legacy',
        title: 'Legacy SDK',
        text: [
          `The ${sdk} SDK only supports legacy versions of Nitric prior to v1. It is kept for compatibility and is not recommended for new projects. See the `,
          { text: 'supported SDKs', href: '/#libraries' },
          ', or ',
          { text: 'get in touch', href: LINKS.chat },
          ' if you need it.',
        ],
      }
    case 'older-version': {
      const { latestLink } = versionContext(location)
      return {
        kind: 'older-version',
        title: 'Older version',
        text: [
          `Note: You are viewing documentation for version ${location.version.version} of ${sdk}.`,
          ...(latestLink ? [' ', { text: 'View the latest version', href: latestLink }] : []),
        ],
      }
    }
    case undefined:
      return undefined
  }
}

/**
 * Every note a page shows above its body: its reference notice, then, for an API newer than the release its examples
 * are checked against (`introduced_in`), which release added it.
 */
export function pageNotes(reference: ReferenceLocation | undefined, introducedIn: string | undefined): PageNote[] {
  const notes: PageNote[] = []
  const notice = reference && referenceNote(reference)
  if (notice) notes.push(notice)
  if (introducedIn) {
    notes.push({ kind: 'introduced-in', title: 'Newer release', text: [`Added in version ${introducedIn} of the SDK. Update your dependency to use it.`] })
  }
  return notes
}
