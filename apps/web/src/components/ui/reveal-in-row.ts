/**
 * Scrolls a sideways-scrolling row (tabs, chips) so `item` is fully visible, with a little of
 * its neighbour showing to hint that the row scrolls. Only the row moves: Element.scrollIntoView
 * would also scroll the page to the row when it is below the fold.
 */
export function revealInRow(row: HTMLElement, item: HTMLElement, peek = 24): void {
  const rowBox = row.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  if (box.left < rowBox.left) row.scrollLeft -= rowBox.left - box.left + peek;
  else if (box.right > rowBox.right) row.scrollLeft += box.right - rowBox.right + peek;
}
