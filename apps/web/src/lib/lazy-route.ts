/** Spec §8/§9: a route chunk that fails or takes longer than 120 s is a ChunkLoadError. */
export const chunkLoadTimeoutMs = 120_000

export class ChunkLoadError extends Error {
  constructor(chunkId: string) {
    super(`Loading chunk ${chunkId} failed.`)
    this.name = 'ChunkLoadError'
  }
}

export function lazyRoute<T>(chunkId: string, load: () => Promise<T>): () => Promise<T> {
  return () => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError(chunkId)), chunkLoadTimeoutMs)
    })
    return Promise.race([load(), timeout])
      .catch((error: unknown) => {
        throw error instanceof ChunkLoadError ? error : new ChunkLoadError(chunkId)
      })
      .finally(() => clearTimeout(timer))
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError'
}
