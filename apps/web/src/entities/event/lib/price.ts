/** The one price label of an event (docs/event-prices.md), shared with the server's first screen. */
export { type PriceRange, priceLabel, ticketPriceRange } from '@mingle/shared/event-labels';
/** With the event's tax: "$20 + tax" on cards, "+ 8.875% Sales tax" beside the price on the page. */
export { type PriceDisplay, priceDisplay } from '@mingle/shared/tax-labels';
