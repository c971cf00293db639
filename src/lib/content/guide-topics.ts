/**
 * The topics a guide can be filed under, in the order the guides index offers them. A guide names one or more by key
 * in its frontmatter (`topics: [apis, databases]`); the key is also the value of the index's `topic` URL parameter.
 */
export const GUIDE_TOPICS = [
  { key: 'apis', label: 'APIs' },
  { key: 'databases', label: 'Databases' },
  { key: 'auth', label: 'Auth' },
  { key: 'ai-batch', label: 'AI & batch' },
  { key: 'realtime', label: 'Realtime' },
  { key: 'integrations', label: 'Integrations' },
  { key: 'testing', label: 'Testing & debugging' },
  { key: 'cicd', label: 'CI/CD' },
  { key: 'terraform', label: 'Terraform' },
] as const

export type GuideTopic = (typeof GUIDE_TOPICS)[number]['key']

export const TOPIC_KEYS = GUIDE_TOPICS.map((topic) => topic.key) as [GuideTopic, ...GuideTopic[]]

export function topicLabel(key: GuideTopic): string {
  return GUIDE_TOPICS.find((topic) => topic.key === key)?.label ?? key
}
