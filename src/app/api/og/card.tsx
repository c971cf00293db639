import { ImageResponse } from 'next/og'
import { OG_IMAGE_SIZE } from '@/lib/metadata/metadata'
import { cardFonts } from '@/lib/og/fonts'
import { sanitizeText, type CardText } from '@/lib/og/text'
import { BASE_PATH, readSiteConfig } from '@/lib/site/config'

// Tailwind's zinc and the site's brand violet (src/app/globals.css); the renderer cannot read CSS variables.
const COLOURS = {
  background: '#09090b',
  title: '#ffffff',
  description: '#a1a1aa',
  muted: '#71717a',
  brand400: '#a78bfa',
  brand600: '#7c3aed',
  brand950: '#2e1065',
}

/**
 * Long titles get a smaller size so that 100 characters of ordinary words fit in four lines; the line clamp below ends
 * anything wider (a run of W's) with '…' instead of pushing the description off the card.
 */
function titleSize(title: string): number {
  if (title.length <= 32) return 76
  if (title.length <= 64) return 64
  return 52
}

/** The Nitric mark from src/app/icon.svg. */
function Mark() {
  return (
    <svg width="64" height="64" viewBox="0 0 32 32">
      <rect width="32" height="32" rx="8" fill={COLOURS.brand600} />
      <path d="M10 23V9h2.6l6.8 9.4V9H22v14h-2.6l-6.8-9.4V23z" fill="#ffffff" />
    </svg>
  )
}

// Sanitised like the query: DOCS_BASE_URL must not make the renderer fetch a font either.
const ADDRESS = sanitizeText(`${readSiteConfig().baseUrl.replace(/^[a-z]+:\/\//i, '')}${BASE_PATH}`)

function Card({ title, description }: CardText) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        padding: '72px 80px',
        fontFamily: 'Inter',
        backgroundColor: COLOURS.background,
        backgroundImage: `radial-gradient(circle at 100% 0%, ${COLOURS.brand950} 0%, ${COLOURS.background} 60%)`,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <Mark />
        <div style={{ display: 'flex', fontSize: 36, fontWeight: 700, letterSpacing: -0.5 }}>
          <span style={{ color: COLOURS.title }}>Nitric</span>
          <span style={{ color: COLOURS.brand400, marginLeft: 10 }}>Docs</span>
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center', gap: 24 }}>
        <div style={{ display: 'block', fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.12, letterSpacing: -1.5, color: COLOURS.title, lineClamp: 4 }}>
          {title}
        </div>
        <div style={{ display: 'block', fontSize: 30, fontWeight: 400, lineHeight: 1.4, color: COLOURS.description, lineClamp: 2 }}>
          {description}
        </div>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 24, color: COLOURS.muted }}>
        <span>{ADDRESS}</span>
        <div style={{ display: 'flex', width: 160, height: 8, borderRadius: 4, backgroundImage: `linear-gradient(90deg, ${COLOURS.brand600}, ${COLOURS.brand400})` }} />
      </div>
    </div>
  )
}

/** Draws the card as a PNG. Rejects when drawing fails, which the streamed ImageResponse alone would hide mid-body. */
export async function renderCard(text: CardText): Promise<Uint8Array<ArrayBuffer>> {
  const response = new ImageResponse(<Card {...text} />, { ...OG_IMAGE_SIZE, fonts: await cardFonts() })
  return new Uint8Array(await response.arrayBuffer())
}
