// js-quantities ships no types; only what value-match.ts uses is declared
declare module 'js-quantities' {
  interface Quantity {
    /** the dimensions as one number: equal for every unit of the same kind (psi and lbf/ft^2 alike) */
    readonly signature: number
    toBase(): Quantity
    readonly scalar: number
  }
  function Qty(value: number, units: string): Quantity
  export default Qty
}
