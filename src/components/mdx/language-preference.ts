'use client'

import { useSyncExternalStore } from 'react'
import { LANGUAGE_STORAGE_KEY, parsePreferences, rememberLanguage } from '@/lib/code/preferences'

/** Tells every code group on the page that the reader chose a language. */
const CHANGE_EVENT = 'code-language-change'

function read(): string {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? '[]'
  } catch {
    return '[]'
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** The reader's languages, most recent first, shared by every code group and kept across pages. */
export function useLanguagePreferences(): string[] {
  const stored = useSyncExternalStore(subscribe, read, () => '[]')
  return parsePreferences(stored)
}

export function chooseLanguage(language: string): void {
  const next = JSON.stringify(rememberLanguage(parsePreferences(read()), language))
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, next)
  } catch {
    // Without storage the choice still applies to this page through the event below.
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT))
}
