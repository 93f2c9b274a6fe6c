/** One column heading: its text and its classes. */
export interface ColumnHeading {
  label: string;
  className: string;
  /** Read by screen readers only (a column of buttons, say). */
  hidden?: boolean;
}

/** A table's head: one row of column headings (`scope="col"`), each with its own classes. */
export function TableHead({
  rowClassName,
  columns,
}: {
  rowClassName: string;
  columns: readonly ColumnHeading[];
}) {
  return (
    <thead>
      <tr className={rowClassName}>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.className}>
            {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
