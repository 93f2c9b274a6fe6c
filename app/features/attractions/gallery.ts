/** SPEC 4: the selected gallery index wraps at either end (previous of the first is the last). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
