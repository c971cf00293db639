import type { AnchorHTMLAttributes } from 'react'
import { pageHref } from '@/lib/navigation/page-links'

/** A link in content: routes ('/apis') get the base path, and the router opens them (ClientNavigation). */
export function MdxLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={pageHref(href)} {...rest}>
      {children}
    </a>
  )
}
