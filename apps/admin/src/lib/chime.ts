/** A short two-note chime for a new order, made by the browser (no sound file to load). */
export function chime(): void {
  const AudioContextClass = window.AudioContext
  if (!AudioContextClass) return
  const context = new AudioContextClass()
  const now = context.currentTime
  for (const [i, frequency] of [880, 1320].entries()) {
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(0.2, now + i * 0.18)
    gain.gain.exponentialRampToValueAtTime(0.001, now + i * 0.18 + 0.3)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start(now + i * 0.18)
    oscillator.stop(now + i * 0.18 + 0.3)
  }
  setTimeout(() => void context.close(), 1000)
}
