import type { GroupFile } from '../content/pages'
import { SidebarError, type GroupMeta } from './reference-sidebar'

/**
 * The title and place of every library reference group, by folder name: each SDK and version that has the folder
 * lists its group so. Positions only order the groups of one version, so one sequence serves all of them (`collection`
 * is v0's and `keyvalue` v1's, which never meet). A folder's `_group.json` overrides its entry.
 */
export const REFERENCE_GROUPS: Readonly<Record<string, GroupMeta>> = {
  resources: { title: 'Resources', position: 0 },
  api: { title: 'APIs', position: 1 },
  batch: { title: 'Batch Jobs', position: 2 },
  http: { title: 'HTTP', position: 3 },
  collection: { title: 'Collections', position: 4 },
  keyvalue: { title: 'Key Value Stores', position: 5 },
  topic: { title: 'Topics', position: 6 },
  queues: { title: 'Queues', position: 7 },
  secrets: { title: 'Secrets', position: 8 },
  storage: { title: 'Storage', position: 9 },
  sql: { title: 'SQL', position: 10 },
  schedule: { title: 'Schedules', position: 11 },
  websocket: { title: 'Websockets', position: 12 },
  errors: { title: 'Errors', position: 13 },
}

/**
 * The title and position of the sidebar group of `folder` (relative to the content folder): its `_group.json` over
 * `shared`'s entry for the folder's name. Throws when the two leave either unset, so a misspelt folder or
 * `sidebar_group` fails the build instead of showing up as a group of its own.
 */
export function sidebarGroup(folder: string, files: ReadonlyMap<string, GroupFile>, shared: Readonly<Record<string, GroupMeta>> = {}): GroupMeta {
  const name = folder.slice(folder.lastIndexOf('/') + 1)
  const entry = Object.hasOwn(shared, name) ? shared[name] : undefined
  const own = files.get(folder)
  const title = own?.title ?? entry?.title
  const position = own?.position ?? entry?.position
  if (title !== undefined && position !== undefined) return { title, position }
  const file = `content/${folder}/_group.json`
  const missing = [title === undefined ? 'title' : '', position === undefined ? 'position' : ''].filter(Boolean).join(' and ')
  const problem = own ? `${file} gives no ${missing}` : `${file} is missing`
  const table = Object.keys(shared).length > 0 ? `, and REFERENCE_GROUPS (src/lib/navigation/sidebar-groups.ts) names no "${name}"` : ''
  throw new SidebarError(`${problem}: a sidebar group needs a title and a position${table}`)
}
