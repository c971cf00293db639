import { run } from '@mdx-js/mdx'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import * as runtime from 'react/jsx-runtime'
import { DocsLayout } from '@/components/layout/DocsLayout'
import { ReferenceNotice } from '@/components/layout/ReferenceNotice'
import { mdxComponents } from '@/components/mdx/components'
import { Note } from '@/components/mdx/Note'
import { compileMdx } from '@/lib/content/compile'
import { allPages, findPage, readPageSource } from '@/lib/content/pages'
import { routeForSlug, slugForRoute } from '@/lib/content/routes'
import { canonicalUrl, DEFAULT_DESCRIPTION, FEED_ALTERNATES, editUrl, OG_IMAGE_SIZE, ogImagePath, pageTitle } from '@/lib/metadata/metadata'
import { BASE_PATH, readSiteConfig } from '@/lib/site/config'
import { versionContext } from '@/lib/versions/context'

interface PageProps {
  params: Promise<{ slug?: string[] }>
}

export const dynamicParams = false

export function generateStaticParams() {
  return allPages().map((page) => ({ slug: slugForRoute(page.route) }))
}

async function pageFor(props: PageProps) {
  const route = routeForSlug((await props.params).slug)
  const page = findPage(route)
  if (!page) notFound()
  return page
}

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const page = await pageFor(props)
  const site = readSiteConfig()
  const title = pageTitle(page.route, page.frontmatter)
  const description = page.frontmatter.description ?? DEFAULT_DESCRIPTION
  const image = { url: ogImagePath(BASE_PATH, page.frontmatter.title_meta ?? page.frontmatter.title, description), ...OG_IMAGE_SIZE }
  const url = canonicalUrl(site.baseUrl, BASE_PATH, page.route)
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url, types: FEED_ALTERNATES },
    openGraph: { title, description, url, siteName: 'Nitric Documentation', type: 'article', images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  }
}

export default async function DocsPage(props: PageProps) {
  const page = await pageFor(props)
  const site = readSiteConfig()
  const compiled = await compileMdx(readPageSource(page), page.file)
  const { default: Content } = await run(compiled.code, { ...runtime, baseUrl: import.meta.url })

  return (
    <DocsLayout
      pathname={page.route}
      sections={compiled.sections}
      editUrl={page.frontmatter.disable_edit ? undefined : editUrl(site.repository, site.editBranch, page.file)}
    >
      <article className="prose-docs">
        <h1 className="text-3xl font-bold tracking-tight text-zinc-900 dark:text-white">{page.frontmatter.title}</h1>
        <ReferenceNotice context={versionContext(page.route)} />
        {page.frontmatter.introduced_in && (
          <Note title="Newer release">
            Added in version {page.frontmatter.introduced_in} of the SDK. Update your dependency to use it.
          </Note>
        )}
        <Content components={mdxComponents} />
      </article>
    </DocsLayout>
  )
}
