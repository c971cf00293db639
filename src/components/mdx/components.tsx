import type { MDXComponents } from 'mdx/types'
import type { ComponentProps, ComponentType } from 'react'
import type { MdxComponentName } from '@/lib/content/components'
import type { Fence } from '@/lib/code/checked-release'
import type { SdkRegistry } from '@/lib/sdks/registry'
import { CodeBlock, type CodeBlockProps } from './CodeBlock'
import { GuideCards } from '../guides/GuideCards'
import { GuidesIndex } from '../guides/GuidesIndex'
import { CodeGroup } from './CodeGroup'
import { Heading } from './Heading'
import { MdxLink } from './MdxLink'
import { Note } from './Note'
import { OSTabs } from '../lazy-parts'
import { OSTab } from './OSTab'
import { Properties, Property } from './Properties'
import { Resource, Resources } from './Resources'
import { SourceList } from './SourceList'

/**
 * The React form of each component pages may use. Its Markdown form and search text are declared with the same name
 * in src/lib/content/components.ts; `satisfies` holds the two lists equal.
 */
const named = {
  CodeGroup,
  GuideCards,
  GuidesIndex,
  Note,
  OSTab,
  OSTabs,
  Properties,
  Property,
  Resource,
  Resources,
  SourceList,
} satisfies Record<MdxComponentName, ComponentType<never>>

/** What MDX content can use: Markdown elements mapped to site components, plus the named components. */
export const mdxComponents: MDXComponents = {
  a: MdxLink,
  h2: (props: Omit<ComponentProps<typeof Heading>, 'level'>) => <Heading level={2} {...props} />,
  h3: (props: Omit<ComponentProps<typeof Heading>, 'level'>) => <Heading level={3} {...props} />,
  pre: CodeBlock,
  // Wide tables scroll on small screens; the wrapper takes focus so keyboard users can scroll it too.
  table: (props: ComponentProps<'table'>) => (
    <div className="my-6 overflow-x-auto" tabIndex={0}>
      <table {...props} />
    </div>
  ),
  ...named,
}

/**
 * The components for one page, whose code blocks say which SDK release the example checks held them to:
 * `checkedAgainst` answers for a fence on that page (the language's release there, or undefined when unchecked);
 * code tabs are labelled from the page's site's registry.
 */
export function mdxComponentsFor(checkedAgainst: (fence: Fence) => string | undefined, registry: SdkRegistry): MDXComponents {
  return {
    ...mdxComponents,
    pre: (props: CodeBlockProps) => <CodeBlock {...props} checked={checkedAgainst({ ...props, language: props.language ?? 'text' })} />,
    CodeGroup: (props: ComponentProps<typeof CodeGroup>) => <CodeGroup {...props} checkedAgainst={checkedAgainst} registry={registry} />,
  }
}
