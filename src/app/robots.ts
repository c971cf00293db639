import type { MetadataRoute } from 'next'
import { robotsRules } from '@/lib/seo/sitemap'
import { BASE_PATH, readSiteConfig } from '@/lib/site/config'

export default function robots(): MetadataRoute.Robots {
  const site = readSiteConfig()
  return robotsRules(site.production, `${site.baseUrl}${BASE_PATH}/sitemap.xml`)
}
