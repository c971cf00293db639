import type { ReactNode } from 'react'
import { Tag } from '../ui/Badge'
import { LineIconUse } from '../ui/LineIcon'

/**
 * The id of the link icon every heading shows on hover, defined once per page by DocsLayout. Heading ids are slugs,
 * which never hold a colon, so this one cannot collide with them.
 */
export const HEADING_ANCHOR_ICON = 'icon:heading-anchor'

interface HeadingProps {
  level: 2 | 3
  id?: string
  children?: ReactNode
  'data-tag'?: string
  'data-label'?: string
}

/** A section heading that links to itself, with an optional tag (an HTTP verb) and label (a path). */
export function Heading({ level, id, children, 'data-tag': tag, 'data-label': label }: HeadingProps) {
  const Level = level === 2 ? 'h2' : 'h3'
  return (
    <>
      {(tag || label) && (
        <div className="not-prose mt-14 -mb-2 flex items-center gap-2">
          {tag && <Tag>{tag}</Tag>}
          {label && <span className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{label}</span>}
        </div>
      )}
      <Level id={id} className="group">
        {id ? (
          <a href={`#${id}`} className="relative text-inherit no-underline">
            <LineIconUse id={HEADING_ANCHOR_ICON} className="heading-anchor-icon" />
            {children}
          </a>
        ) : (
          children
        )}
      </Level>
    </>
  )
}
