// autocannon ships no types; this is the part of its API the bench uses
declare module 'autocannon' {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string }
  type Options = {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    requests?: (Request & { setupRequest?: (request: Request) => Request })[]
  }
  type Result = {
    requests: { average: number; total: number }
    non2xx: number
    errors: number
    timeouts: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
