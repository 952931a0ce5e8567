/** MISC-08: a user error popup. */
export function userErrorPopup(title: string, message: string, callback?: () => void): { title: string; message: string; callback?: () => void } {
  return callback ? { title, message, callback } : { title, message };
}
