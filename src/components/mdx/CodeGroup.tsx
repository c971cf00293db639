import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import { CodeHeader, CodePanel, type CodeBlockProps } from './CodeBlock'
import { CodeTabs } from './CodeTabs'

interface CodeGroupProps {
  title?: string
  label?: string
  tag?: string
  children: ReactNode
}

/** Code fences for the same example in several languages, shown as one block with a tab per language. */
export function CodeGroup({ title, label, tag, children }: CodeGroupProps) {
  const blocks = Children.toArray(children).filter(
    (child): child is ReactElement<CodeBlockProps> => isValidElement<CodeBlockProps>(child) && typeof child.props.language === 'string',
  )
  const languages = blocks.map((block) => block.props.language ?? 'text')
  const panels = blocks.map((block, index) => <CodePanel key={index} {...block.props} />)
  const header = title || label || tag ? <CodeHeader title={title} label={label} tag={tag} /> : undefined

  return (
    <div className="not-prose code-block">
      {header}
      <CodeTabs languages={languages} panels={panels} />
    </div>
  )
}
