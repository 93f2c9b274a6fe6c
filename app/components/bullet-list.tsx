/** A list whose items each start with a small coloured dot (decoration: the list is a list). */
export function BulletList({
  items,
  className,
  itemClassName = "flex gap-2",
  dotClassName = "mt-2.5 bg-brand-600",
}: {
  items: readonly string[];
  className?: string;
  itemClassName?: string;
  /** The dot's offset from the top (to sit on the first line) and its colour. */
  dotClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <span aria-hidden="true" className={`${dotClassName} size-1.5 shrink-0 rounded-full`} />
          {item}
        </li>
      ))}
    </ul>
  );
}
