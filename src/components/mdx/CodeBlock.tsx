import type { CSSProperties } from 'react'
import { Tag } from '../ui/Badge'
import { CopyButton } from './CopyButton'

export interface CodeBlockProps {
  language?: string
  raw?: string
  /** The highlighted lines as HTML, made at build time (src/lib/content/highlight.ts). */
  html?: string
  title?: string
  label?: string
  tag?: string
  untested?: string
  /** The other tool this example is written for, on comparison pages. */
  tool?: string
  /** The SDK release the example checks held this code to (`@nitric/sdk 1.2.2`); unset when they did not check it. */
  checked?: string
  className?: string
  style?: CSSProperties
  tabIndex?: number
}

export function CodeHeader({ title, label, tag, tool }: { title?: string; label?: string; tag?: string; tool?: string }) {
  if (!title && !label && !tag && !tool) return null
  return (
    <div className="code-header">
      {title && <p className="text-sm font-semibold text-zinc-900 dark:text-white">{title}</p>}
      {tag && <Tag>{tag}</Tag>}
      {label && <p className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{label}</p>}
      {tool && <p className="ml-auto text-xs font-medium text-zinc-600 dark:text-zinc-400">{tool}</p>}
    </div>
  )
}

/** The body of a highlighted block: the code, and a copy button over it. */
export function CodePanel({ raw, html, untested, checked, className, style }: CodeBlockProps) {
  return (
    <div className="group relative">
      {untested && (
        <p className="border-b border-amber-300/60 bg-amber-50 px-4 py-1.5 text-xs text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-200">
          Not type-checked: {untested}
        </p>
      )}
      <pre tabIndex={0} className={`${className ?? ''} code-pre`} style={style}>
        <code dangerouslySetInnerHTML={{ __html: html ?? '' }} />
      </pre>
      {raw !== undefined && (
        <div className="code-copy">
          <CopyButton />
        </div>
      )}
      {checked && <p className="code-checked">Checked against {checked}</p>}
    </div>
  )
}

/** A fenced code block on its own, outside a CodeGroup. */
export function CodeBlock(props: CodeBlockProps) {
  return (
    <div className="not-prose code-block">
      <CodeHeader title={props.title} label={props.label} tag={props.tag} tool={props.tool} />
      <CodePanel {...props} />
    </div>
  )
}
