import { run } from '@mdx-js/mdx'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import * as runtime from 'react/jsx-runtime'
import { GuideMeta } from '@/components/guides/GuideMeta'
import { DocsLayout } from '@/components/layout/DocsLayout'
import { AgentPointer } from '@/components/markdown/AgentPointer'
import { PageMarkdownActions } from '@/components/markdown/PageMarkdownActions'
import { PageNotes } from '@/components/layout/PageNotes'
import { mdxComponentsFor } from '@/components/mdx/components'
import { checkedLabel, type Fence } from '@/lib/code/checked-release'
import { assistantLinks } from '@/lib/markdown/assistants'
import { compiledPage } from '@/lib/content/compiled-pages'
import { LLMS_TXT_FILE, markdownPath } from '@/lib/markdown/urls'
import { routeForSlug, slugForRoute } from '@/lib/content/routes'
import { canonicalUrl, DEFAULT_DESCRIPTION, FEED_ALTERNATES, editUrl, OG_IMAGE_SIZE, ogImagePath, pageTitle } from '@/lib/metadata/metadata'
import { BASE_PATH, readSiteConfig } from '@/lib/site/config'
import { site } from '@/lib/site/site'

interface PageProps {
  params: Promise<{ slug?: string[] }>
}

export const dynamicParams = false

export function generateStaticParams() {
  return site().pages.map((page) => ({ slug: slugForRoute(page.route) }))
}

async function pageFor(props: PageProps) {
  const route = routeForSlug((await props.params).slug)
  const page = site().page(route)
  if (!page) notFound()
  return page
}

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const page = await pageFor(props)
  const config = readSiteConfig()
  const title = pageTitle(page.route, site().routeData(page.route).context, page.frontmatter)
  const description = page.frontmatter.description ?? DEFAULT_DESCRIPTION
  const image = { url: ogImagePath(BASE_PATH, page.frontmatter.title_meta ?? page.frontmatter.title, description), ...OG_IMAGE_SIZE }
  const url = canonicalUrl(config.baseUrl, BASE_PATH, page.route)
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url, types: { ...FEED_ALTERNATES, 'text/markdown': markdownPath(page.route) } },
    openGraph: { title, description, url, siteName: 'Nitric Documentation', type: 'article', images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  }
}

export default async function DocsPage(props: PageProps) {
  const page = await pageFor(props)
  const config = readSiteConfig()
  const compiled = await compiledPage(page, site().registry)
  const { default: Content } = await run(compiled.code, { ...runtime, baseUrl: import.meta.url })
  const guide = site().guides.find((candidate) => candidate.route === page.route)
  const markdownUrl = `${config.baseUrl}${markdownPath(page.route)}`
  const checkedAgainst = (fence: Fence) => checkedLabel(site(), page.route, fence)

  return (
    <DocsLayout
      pathname={page.route}
      sections={compiled.sections}
      editUrl={page.frontmatter.disable_edit ? undefined : editUrl(config.repository, config.editBranch, page.file)}
    >
      <article className="prose-docs">
        <AgentPointer markdownUrl={markdownUrl} llmsUrl={`${config.baseUrl}${BASE_PATH}/${LLMS_TXT_FILE}`} />
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          <h1 className="text-3xl font-bold tracking-tight text-zinc-900 dark:text-white">{page.frontmatter.title}</h1>
          <PageMarkdownActions href={markdownPath(page.route)} assistants={assistantLinks(markdownUrl, page.frontmatter.title)} />
        </div>
        {guide && <GuideMeta guide={guide} registry={site().registry} />}
        <PageNotes notes={site().routeData(page.route).notes} />
        <Content components={mdxComponentsFor(checkedAgainst, site().registry)} />
      </article>
    </DocsLayout>
  )
}
