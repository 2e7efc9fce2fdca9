import {
  aggregators,
  emptyAggregatorContent,
  type AggregatorContent,
  type Link,
} from '../schemas/manufacturer'

const aggregatorWords: Record<(typeof aggregators)[number], RegExp> = {
  architizer: /architizer/i,
  caddetails: /cad ?details/i,
  bimobject: /bim ?object/i,
  bimsmith: /bim ?smith/i,
}

/**
 * Spec §3: absent content is the empty default, and a professional link whose title names an aggregator
 * means files are there with an unknown count (-1).
 */
export function resolveAggregatorContent(
  content: Partial<AggregatorContent> | null | undefined,
  linksForProfessionals: Link[] = [],
): AggregatorContent {
  const resolved = { ...emptyAggregatorContent, ...content }
  for (const name of aggregators) {
    if (
      resolved[name] === 0 &&
      linksForProfessionals.some((link) => aggregatorWords[name].test(link.title))
    ) {
      resolved[name] = -1
    }
  }
  return resolved
}
