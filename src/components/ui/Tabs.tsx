'use client'

import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { useHydrated } from './use-hydrated'

interface TabsProps {
  labels: string[]
  selected: number
  onSelect: (index: number, tab: HTMLButtonElement) => void
  panels: ReactNode[]
  /** Names the tab list for screen readers. */
  label: string
  className?: string
}

/** Tabs with the WAI-ARIA keyboard model: arrows, Home and End move and select. */
export function Tabs({ labels, selected, onSelect, panels, label, className }: TabsProps) {
  const id = useId()
  const tabs = useRef<Array<HTMLButtonElement | null>>([])
  const hydrated = useHydrated()

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = labels.length - 1
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }
    const target = moves[event.key]
    const tab = target === undefined ? undefined : tabs.current[target]
    if (target === undefined || !tab) return
    event.preventDefault()
    tab.focus()
    onSelect(target, tab)
  }

  return (
    <div className={className}>
      <div className="flex flex-wrap items-center gap-x-4 border-b border-zinc-200 px-4 dark:border-zinc-800">
        <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="-mb-px flex gap-4">
          {labels.map((text, index) => (
            <button
              key={text}
              ref={(element) => {
                tabs.current[index] = element
              }}
              type="button"
              disabled={!hydrated}
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={index === selected}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={index === selected ? 0 : -1}
              onClick={(event) => onSelect(index, event.currentTarget)}
              className={`border-b-2 py-2.5 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
                index === selected
                  ? 'border-brand-600 text-brand-800 dark:border-brand-400 dark:text-brand-300'
                  : 'border-transparent text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white'
              }`}
            >
              {text}
            </button>
          ))}
        </div>
      </div>
      {/* Only the selected panel has content: the others would weigh on the page's markup and layout unseen. Their
          empty shells stay as the targets of the tabs' aria-controls. */}
      {panels.map((panel, index) => (
        <div key={index} role="tabpanel" id={`${id}-panel-${index}`} aria-labelledby={`${id}-tab-${index}`} hidden={index !== selected}>
          {index === selected && panel}
        </div>
      ))}
    </div>
  )
}
