import type { SourceRef } from '../sources/pins'

/**
 * A way a pinned release misbehaves against what a reader would expect, with the workaround. Each lives once, in the
 * data file of its product; pages name it with `<KnownIssue id="…" />` and the product's known-issues page lists
 * them all (`<KnownIssues product="…" />`).
 */
export interface KnownIssue {
  /** Stable, kebab-case, unique across products: `csharp-middleware-order`. */
  id: string
  /** One line: what goes wrong, as the reader sees it. */
  title: string
  /** Markdown: what happens, when, and why (the code path), in a few sentences. */
  what: string
  /** Markdown: what to do instead. */
  workaround: string
  /** The routes whose text the issue affects; each shows the callout, and only they do (tests/unit/known-issues.test.ts). */
  pages: string[]
  /** Where the faulty behaviour is in the pinned source. */
  sources: SourceRef[]
  /** A later release that fixes it, when its source shows one. */
  fixedIn?: string
}

/** Whose issues a data file holds: the CLI, the providers, or one SDK reference version (`csharp/v0`). */
export interface KnownIssueProduct {
  key: string
  /** What the callout's title names: 'Known issue in Nitric CLI 1.61.1'. */
  release: string
  /** The page that lists them. */
  route: string
  /** The page that links to that list: the product's index. */
  index: string
  issues: readonly KnownIssue[]
}
