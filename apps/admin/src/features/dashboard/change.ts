/** How a figure moved against the period before, in words (never by colour alone). */
export function changeText(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'none in the period before either' : 'none in the period before'
  const percent = Math.round(((current - previous) / previous) * 100)
  if (percent === 0) return 'same as the period before'
  return `${percent > 0 ? 'up' : 'down'} ${Math.abs(percent)}% on the period before`
}

/** The store's hour "14" as "14:00". */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`
