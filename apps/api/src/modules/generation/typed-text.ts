import { withoutBrand, withoutMaker } from './brand-names'
import type { CatalogueModel } from './catalogue-model'
import { withNaturalOrder, withQualitiesFirst, withTermOrder } from './natural-order'
import { splitRunTogetherWord } from './product-kinds'
import { withoutRequestPhrases } from './request-phrases'
import { withAcronymPlurals } from './table-name'
import { spaceCamelWords } from './text-keys'
import { withoutSizes, withRatedTrade } from './typed-sizes'

/**
 * Words typed run together read apart: "CheckValves", "checkvalves" → "Check Valves", "check valves"; a word the
 * catalogue writes whole stays so (Table 23's "Fiberoptic Bronchoscopes").
 */
export function withWordsApart(model: CatalogueModel, text: string): string {
  return spaceCamelWords(text).replace(/\p{L}{6,}/gu, (word) =>
    model.vocabulary.has(word.toLowerCase()) ? word : splitRunTogetherWord(word).join(' '),
  )
}

/**
 * The product a person typed, read out of what they typed around it, in this order: words typed run together
 * ("CheckValves"), the request's words ("i need a…"), an acronym's plural written with an apostrophe, a
 * specification's order ("Doors, Hollow Metal"), sizes and ratings (an electrical one naming the trade), a
 * term's words typed in another order, a maker's name before the product, and a brand typed for the product.
 * What is left names the table and is looked up in the catalogue.
 */
export function readTypedProduct(model: CatalogueModel, typed: string): string {
  const read = withNaturalOrder(withAcronymPlurals(withoutRequestPhrases(withWordsApart(model, typed))))
  const product = withQualitiesFirst(withTermOrder(withRatedTrade(read, withoutSizes(read))))
  return withoutBrand(withoutMaker(model, product))
}
