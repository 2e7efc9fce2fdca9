import { describe, expect, it } from 'vitest'
import { logoUrls } from './media-keys'

describe('logo URLs (one home for every route that answers a logo)', () => {
  it('names the original and its three renditions, each segment encoded', () => {
    expect(logoUrls('http://api/media', 'a b.png')).toEqual({
      logo: 'http://api/media/logos/a%20b.png',
      logo_variants: {
        small: 'http://api/media/renditions/small/logos/a%20b.png.webp',
        medium: 'http://api/media/renditions/medium/logos/a%20b.png.webp',
        large: 'http://api/media/renditions/large/logos/a%20b.png.webp',
      },
    })
  })

  it('answers nulls for a manufacturer without a logo', () => {
    expect(logoUrls('http://api/media', null)).toEqual({ logo: null, logo_variants: null })
  })
})
