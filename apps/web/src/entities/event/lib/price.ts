/** The one price label of an event (docs/event-prices.md), shared with the server's first screen. */
export { type PriceRange, priceLabel, ticketPriceRange } from '@mingle/shared/event-labels';
