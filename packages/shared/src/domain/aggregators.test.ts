import { describe, expect, it } from 'vitest'
import { resolveAggregatorContent } from './aggregators'

describe('aggregator content (spec §3)', () => {
  it('uses the empty default when absent', () => {
    expect(resolveAggregatorContent(null)).toEqual({
      architizer: 0,
      caddetails: 0,
      bimobject: 0,
      bimsmith: 0,
    })
  })
  it('infers -1 from a professional link that names the aggregator, keeping known counts', () => {
    const links = [
      { title: 'Our objects on BIMobject', url: 'https://x.example' },
      { title: 'CAD Details library', url: 'https://y.example' },
    ]
    expect(resolveAggregatorContent({ caddetails: 12 }, links)).toEqual({
      architizer: 0,
      caddetails: 12,
      bimobject: -1,
      bimsmith: 0,
    })
  })
})
