export * from './auth'
export * from './catalogue'
export * from './activity'
export * from './enrichment'
