/** A chosen option of an order line as stored: its group's name, the value, what it added. */
export interface ChosenOption {
  name: string
  value: string
  price: number
}

/**
 * An order line's choices in one line, each group named once: "Size: Large; Extras: Bacon, Cheddar".
 * With `money`, an option that costs extra says how much ("Bacon (+$1.50)"). The order screens, the
 * order mails and the reviews screen all write it this way.
 */
export function optionsText(options: readonly ChosenOption[], money?: (minor: number) => string): string {
  const groups = new Map<string, string[]>()
  for (const o of options) {
    const value = money && o.price > 0 ? `${o.value} (+${money(o.price)})` : o.value
    groups.set(o.name, [...(groups.get(o.name) ?? []), value])
  }
  return [...groups].map(([name, values]) => `${name}: ${values.join(', ')}`).join('; ')
}
