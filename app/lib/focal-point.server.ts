/**
 * An uploaded picture's focal point as the stylesheet's classes (decision 135), computed on the
 * server: public pages get the class names, not this code.
 */

/** The focal point's steps: the stylesheet has a class for each (app/app.css). */
const FOCAL_STEP = 5;

/**
 * `focal-x-30 focal-y-70`: the classes that keep a point (percent from the left and top edge)
 * of a cropped picture in view, to the nearest 5 %; undefined for the centre, which `object-cover`
 * keeps anyway (decision 135).
 */
export function focalClasses(x: number, y: number): string | undefined {
  const step = (value: number) =>
    Math.min(100, Math.max(0, Math.round(value / FOCAL_STEP) * FOCAL_STEP));
  const [left, top] = [step(x), step(y)];
  return left === 50 && top === 50 ? undefined : `focal-x-${left} focal-y-${top}`;
}
