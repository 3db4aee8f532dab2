import { AppError, type ClientErrorStatus } from '../http/app-error';

/** A client error on its way back from a worker thread or process, where an Error would lose its class. */
export const APP_ERROR_MARK = '__appError';

export type MarkedAppError = { [APP_ERROR_MARK]: { status: ClientErrorStatus; message: string; retryAfterSeconds?: number } };

/** Wraps a task so that an AppError it throws is returned marked; the pool turns it back into an AppError. */
export function marksAppErrors<I, O>(task: (input: I) => O | Promise<O>) {
  return async (input: I): Promise<O | MarkedAppError> => {
    try {
      return await task(input);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { [APP_ERROR_MARK]: { status: error.status, message: error.message, retryAfterSeconds: error.retryAfterSeconds } };
    }
  };
}
