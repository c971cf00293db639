/** A DocSearch record, as the DocSearch crawler writes them and the modal reads them. */
export interface DocSearchRecord {
  objectID: string
  /** Absolute path with the /docs base and the heading anchor. */
  url: string
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content'
  content: string | null
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>
  /**
   * Ranking data: the page's weight, the record's heading level (higher ranks first) and its order in the page;
   * `definition` marks a heading that is one name in code (a stack-file key, a flag), where that name is defined.
   */
  weight: { pageRank: number; level: number; position: number; definition?: true }
  /** On library reference pages: the SDK (`nodejs`, `python`…) and the version the page documents. */
  language?: string
  version?: string | null
}

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const
