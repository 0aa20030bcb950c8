import cliProgress from 'cli-progress'

/** A progress bar for long CLI work (DESIGN: everything a person waits for shows progress). */
export function progressBar(label: string) {
  const bar = new cliProgress.SingleBar(
    { format: `${label} [{bar}] {percentage}% | {value}/{total} | ETA {eta}s`, hideCursor: true },
    cliProgress.Presets.shades_classic,
  )
  let started = false
  return {
    update(done: number, total: number) {
      if (!started) {
        bar.start(total, 0)
        started = true
      }
      bar.update(done)
    },
    stop() {
      if (started) bar.stop()
    },
  }
}
