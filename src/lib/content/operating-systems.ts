/** The systems an `<OSTab os="…">` may name, with the label readers see. */
export const OS_LABELS = { macos: 'macOS', windows: 'Windows', linux: 'Linux' } as const

export type OperatingSystem = keyof typeof OS_LABELS
