import type { MetadataRoute } from 'next'
import { allPages } from '@/lib/content/pages'
import { lastModifiedFromGit } from '@/lib/seo/last-modified'
import { sitemapEntries } from '@/lib/seo/sitemap'
import { BASE_PATH, readSiteConfig } from '@/lib/site/config'

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(allPages(), readSiteConfig().baseUrl, BASE_PATH, lastModifiedFromGit('content'))
}
