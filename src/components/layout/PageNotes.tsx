import { pageHref } from '@/lib/navigation/page-links'
import type { PageNote } from '@/lib/versions/page-notes'
import { Note } from '../mdx/Note'

/** The notes a page shows above its body (route data's `notes`, which its Markdown twin renders too). */
export function PageNotes({ notes }: { notes: PageNote[] }) {
  return notes.map((note) => (
    <Note key={note.kind} title={note.title}>
      {note.text.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={index} href={pageHref(part.href)}>
            {part.text}
          </a>
        ),
      )}
    </Note>
  ))
}
