import { createElement } from 'react'
import type { IconNode } from 'lucide'

/**
 * A decorative Lucide icon, drawn from the icon's data (the `lucide` package) rather than through lucide-react, so a
 * client component that shows one brings the shapes it draws and nothing else into the browser's JavaScript. The
 * stroke and the default size come from the `line-icon` class (globals.css), not from attributes repeated on every
 * icon of the page and of its React payload.
 */
export function LineIcon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`line-icon ${className ?? ''}`}>
      {shapes(icon)}
    </svg>
  )
}

/** An icon a page shows many times, defined once with LineIconSymbol and drawn here by reference. */
export function LineIconUse({ id, className }: { id: string; className?: string }) {
  return (
    <svg aria-hidden="true" className={`line-icon ${className ?? ''}`}>
      <use href={`#${id}`} />
    </svg>
  )
}

/** The definition LineIconUse refers to: render it once per page, inside a hidden <svg>. */
export function LineIconSymbol({ id, icon }: { id: string; icon: IconNode }) {
  return (
    <symbol id={id} viewBox="0 0 24 24">
      {shapes(icon)}
    </symbol>
  )
}

function shapes(icon: IconNode) {
  return icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))
}
