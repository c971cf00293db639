import type { MetadataRoute } from 'next'
import { lastModifiedFromGit } from '@/lib/seo/last-modified'
import { sitemapEntries } from '@/lib/seo/sitemap'
import { BASE_PATH, readSiteConfig } from '@/lib/site/config'
import { site } from '@/lib/site/site'

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(site().pages, readSiteConfig().baseUrl, BASE_PATH, lastModifiedFromGit('content'))
}
