/** Runs a page's validity check on load; a failure is a not-found error (spec section 2, "Route behaviour"). */
import { raiseAppError } from '../errors/app-error.ts';
import { isValidPagePath } from '../routes/route-params.ts';

export function checkPageValidity(pattern: string, pathname: string, isValid = isValidPagePath): boolean {
  if (isValid(pattern, pathname)) return true;
  raiseAppError({ statusCode: 404, value: `Page Not Found: ${pathname}` });
  return false;
}
