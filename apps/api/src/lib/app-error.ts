import { ErrorCode } from '@scout/shared/errors'

/** The one error type handlers throw; the error handler turns it into `{ code, message }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

export const notFound = (what: string) => new AppError(404, ErrorCode.notFound, `${what} not found`)
export const badRequest = (message: string, code: string = ErrorCode.validation) =>
  new AppError(400, code, message)
export const conflict = (message: string) => new AppError(409, ErrorCode.conflict, message)
