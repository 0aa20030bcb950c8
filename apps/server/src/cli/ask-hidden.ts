/** Asks a question in the terminal and reads the answer without echoing it (a password). */
export function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process
  stdout.write(question)
  return new Promise((resolve, reject) => {
    let answer = ''
    stdin.setRawMode(true)
    stdin.resume()
    stdin.setEncoding('utf8')
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') {
          done()
          return reject(new Error('Cancelled'))
        }
        if (char === '\r' || char === '\n') {
          done()
          stdout.write('\n')
          return resolve(answer)
        }
        answer = char === '\u007f' ? answer.slice(0, -1) : answer + char
      }
    }
    const done = () => {
      stdin.off('data', onData)
      stdin.setRawMode(false)
      stdin.pause()
    }
    stdin.on('data', onData)
  })
}
