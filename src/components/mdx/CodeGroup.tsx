import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import { CodeHeader, CodePanel, type CodeBlockProps } from './CodeBlock'
import { CodeTabs } from './CodeTabs'
import type { Fence } from '@/lib/code/checked-release'
import { languageLabel } from '@/lib/code/languages'
import type { SdkRegistry } from '@/lib/sdks/registry'

interface CodeGroupProps {
  title?: string
  label?: string
  tag?: string
  children: ReactNode
  /** The release each fence was checked against, as `CodeBlock`'s `checked` (set per page by `mdxComponentsFor`). */
  checkedAgainst?: (fence: Fence) => string | undefined
  /** The registry of the page's site, which labels its SDKs' languages (set per page by `mdxComponentsFor`). */
  registry: SdkRegistry
}

/** Code fences for the same example in several languages, shown as one block with a tab per language. */
export function CodeGroup({ title, label, tag, children, checkedAgainst, registry }: CodeGroupProps) {
  const blocks = Children.toArray(children).filter(
    (child): child is ReactElement<CodeBlockProps> => isValidElement<CodeBlockProps>(child) && typeof child.props.language === 'string',
  )
  const languages = blocks.map((block) => block.props.language ?? 'text')
  const panels = blocks.map((block, index) => (
    <CodePanel key={index} {...block.props} checked={checkedAgainst?.({ ...block.props, language: block.props.language ?? 'text' })} />
  ))
  const header = title || label || tag ? <CodeHeader title={title} label={label} tag={tag} /> : undefined

  return (
    <div className="not-prose code-block">
      {header}
      <CodeTabs languages={languages} labels={languages.map((language) => languageLabel(language, registry))} panels={panels} />
    </div>
  )
}
