/** A copy of a typed array with room for at least `size` elements (at least twice as many). */
export function grown<T extends Uint8Array | Uint16Array | Int32Array | Float64Array>(
  array: T,
  size: number,
): T {
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2));
  next.set(array);
  return next;
}
