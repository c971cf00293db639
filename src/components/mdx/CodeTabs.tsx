'use client'

import { useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { preferredIndex } from '@/lib/code/preferences'
import { Tabs } from '../ui/Tabs'
import { chooseLanguage, useLanguagePreferences } from './language-preference'

interface CodeTabsProps {
  languages: string[]
  /** Each tab's label, in the order of `languages`. */
  labels: string[]
  panels: ReactNode[]
}

export function CodeTabs({ languages, labels, panels }: CodeTabsProps) {
  const preferences = useLanguagePreferences()
  // Before any choice is stored, a group can still switch on its own.
  const [localChoice, setLocalChoice] = useState<string>()
  const ranked = localChoice && !preferences.includes(localChoice) ? [localChoice, ...preferences] : preferences
  const selected = preferredIndex(languages, ranked)

  function onSelect(index: number, tab: HTMLButtonElement) {
    const language = languages[index]
    if (language === undefined) return
    // Switching every group on the page can move content above this one; keep the clicked tab where it was.
    const before = tab.getBoundingClientRect().top
    flushSync(() => {
      setLocalChoice(language)
      chooseLanguage(language)
    })
    const shift = tab.getBoundingClientRect().top - before
    if (shift !== 0) window.scrollBy({ top: shift, behavior: 'instant' })
  }

  return (
    <Tabs
      labels={labels}
      selected={selected}
      onSelect={onSelect}
      panels={panels}
      label="Language"
    />
  )
}
