import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

export interface CardFont {
  name: string
  data: ArrayBuffer
  weight: 400 | 700
  style: 'normal'
}

// WOFF, not WOFF2: the renderer (satori) cannot read WOFF2. Only the latin subset is shipped, which is why the text
// is reduced to RENDERABLE_RANGES before drawing.
const FILES = { 400: 'inter-latin-400-normal.woff', 700: 'inter-latin-700-normal.woff' } as const

const DIRECTORY = path.join(process.cwd(), 'node_modules/@fontsource/inter/files')

let loading: Promise<CardFont[]> | undefined

async function read(weight: 400 | 700): Promise<CardFont> {
  const bytes = await readFile(path.join(DIRECTORY, FILES[weight]))
  const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  return { name: 'Inter', data, weight, style: 'normal' }
}

/** Inter regular and bold from the installed @fontsource/inter package, read once per process. */
export function cardFonts(): Promise<CardFont[]> {
  loading ??= Promise.all([read(400), read(700)]).catch((error: unknown) => {
    // A failed read is not remembered, so the next request tries again.
    loading = undefined
    throw error
  })
  return loading
}
