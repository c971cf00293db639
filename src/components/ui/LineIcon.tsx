import { createElement } from 'react'
import type { IconNode } from 'lucide'

/**
 * A decorative Lucide icon, drawn from the icon's data (the `lucide` package) rather than through lucide-react, so a
 * client component that shows one brings the shapes it draws and nothing else into the browser's JavaScript.
 */
export function LineIcon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  )
}
