import { withoutBrand, withoutMaker } from './brand-names'
import type { CatalogueModel } from './catalogue-model'
import { withNaturalOrder, withTermOrder } from './natural-order'
import { withoutRequestPhrases } from './request-phrases'
import { withAcronymPlurals } from './table-name'
import { withoutSizes, withRatedTrade } from './typed-sizes'

/**
 * The product a person typed, read out of what they typed around it, in this order: the request's words ("i
 * need a…"), an acronym's plural written with an apostrophe, a specification's order ("Doors, Hollow Metal"),
 * sizes and ratings (an electrical one naming the trade), a term's words typed in another order, a maker's name before the product, and a brand typed
 * for the product. What is left names the table and is looked up in the catalogue.
 */
export function readTypedProduct(model: CatalogueModel, typed: string): string {
  const read = withNaturalOrder(withAcronymPlurals(withoutRequestPhrases(typed)))
  const product = withTermOrder(withRatedTrade(read, withoutSizes(read)))
  return withoutBrand(withoutMaker(model, product))
}
